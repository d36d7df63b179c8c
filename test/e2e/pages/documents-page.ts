import type { Download, Locator, Page } from 'playwright-core';

/** A file as the browser picks it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The documents tab (`/profile/documents`, `/employees/{id}/documents`): cards, upload card, modals. */
export class DocumentsPage {
  readonly heading: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Documents', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  async open(path = '/profile/documents'): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
    await this.uploadCard().waitFor();
  }

  /** The card of a document, by its type's label ("Registration", "Other"). */
  card(typeLabel: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByText(typeLabel, { exact: true }) })
      .filter({ has: this.page.getByRole('button', { name: 'Download' }) });
  }

  uploadCard(): Locator {
    return this.page.getByRole('listitem').filter({ hasText: 'Upload a document' });
  }

  /** The upload card's button of a type. */
  typeButton(typeLabel: string): Locator {
    return this.uploadCard().getByRole('button', { name: typeLabel, exact: true });
  }

  /** Opens the upload modal for a type, picks the file and submits. */
  async upload(typeLabel: string, file: PickedFile): Promise<void> {
    await this.typeButton(typeLabel).click();
    await this.dialog.getByRole('heading', { name: 'Upload document' }).waitFor();
    await this.dialog.locator('input[type="file"]').setInputFiles(file);
    await this.dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  /** The texts of the modal's form-field errors and alerts. */
  async dialogText(): Promise<string> {
    return this.dialog.innerText();
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Changes a document's type in the edit modal (a rename). */
  async changeType(fromLabel: string, toLabel: string): Promise<void> {
    await this.card(fromLabel).getByRole('button', { name: 'Edit' }).click();
    await this.dialog.getByRole('heading', { name: 'Change document type' }).waitFor();
    await this.dialog.getByRole('button', { name: fromLabel }).click();
    await this.page.getByRole('option', { name: toLabel, exact: true }).click();
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async download(typeLabel: string): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.card(typeLabel).getByRole('button', { name: 'Download' }).click();
    return downloading;
  }

  /** Delete, then "Yes, delete it!" in the "Are you sure?" confirmation. */
  async remove(typeLabel: string): Promise<void> {
    await this.card(typeLabel).getByRole('button', { name: 'Delete' }).click();
    await this.dialog.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await this.dialog.getByText("You won't be able to revert this!").waitFor();
    await this.dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  }

  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
