import type { NewOutboxMessage, OutboxAttachment } from './message';

/** A SESv2 error as the REST-JSON protocol carries it (the SDK reads the type from the header). */
export class SesError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SesError';
  }
}

interface Content {
  Data?: string;
}

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: {
    Simple?: {
      Subject?: Content;
      Body?: { Text?: Content; Html?: Content };
      Attachments?: { RawContent?: string; FileName?: string; ContentType?: string }[];
    };
    Raw?: { Data?: string };
    Template?: unknown;
  };
}

/** `Name <address>` → `address`. */
export function emailAddress(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match?.[1] ?? value).trim();
}

function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Headers of a raw MIME message (unfolded), lower-cased names. */
function mimeHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function addressList(value: string | undefined): string[] {
  return value ? value.split(',').map(emailAddress).filter(Boolean) : [];
}

interface ParsedContent {
  from?: string;
  subject?: string;
  body: string;
  html?: string;
  attachments?: OutboxAttachment[];
  headerRecipients: string[];
}

type SimpleContent = NonNullable<NonNullable<SendEmailRequest['Content']>['Simple']>;

function attachmentsOf(simple: SimpleContent): OutboxAttachment[] {
  return (simple.Attachments ?? []).map((attachment) => ({
    fileName: attachment.FileName ?? 'attachment',
    contentType: attachment.ContentType ?? 'application/octet-stream',
    size: Buffer.from(attachment.RawContent ?? '', 'base64').length,
  }));
}

/** The text part, or else the HTML part as text; one of them is required. */
function textBody(body: SimpleContent['Body'], html: string | undefined): string {
  const text = body?.Text?.Data ?? (html ? htmlToText(html) : undefined);
  if (text === undefined) throw new SesError('BadRequestException', 'Message body is required.');
  return text;
}

/** Simple content: the text body (or the HTML's text), the HTML and the attachments. */
function parseSimple(simple: SimpleContent): ParsedContent {
  const html = simple.Body?.Html?.Data;
  const text = textBody(simple.Body, html);
  const attachments = attachmentsOf(simple);
  return {
    subject: simple.Subject?.Data,
    body: text,
    ...(html ? { html } : {}),
    ...(attachments.length ? { attachments } : {}),
    headerRecipients: [],
  };
}

/** A raw MIME message (base64): sender, subject and recipients from its headers. */
function parseRaw(data: string): ParsedContent {
  const { headers, body } = mimeHeaders(Buffer.from(data, 'base64').toString('utf8'));
  return {
    from: headers.get('from'),
    subject: headers.get('subject'),
    body,
    headerRecipients: [...addressList(headers.get('to')), ...addressList(headers.get('cc'))],
  };
}

function parseContent(content: SendEmailRequest['Content']): ParsedContent {
  if (content?.Simple) return parseSimple(content.Simple);
  if (content?.Raw?.Data) return parseRaw(content.Raw.Data);
  if (content?.Template) {
    throw new SesError(
      'BadRequestException',
      'The local SES twin has no stored templates: send Simple content.',
    );
  }
  throw new SesError('BadRequestException', 'Content is required.');
}

function parseRequest(json: string): SendEmailRequest {
  try {
    return JSON.parse(json) as SendEmailRequest;
  } catch {
    throw new SesError('BadRequestException', 'The request body is not valid JSON.');
  }
}

/** The Destination's addresses, or else the raw message's To and Cc; at least one, each valid. */
function recipientsOf(destination: NonNullable<SendEmailRequest['Destination']>, headerRecipients: string[]) {
  const listed = [
    ...(destination.ToAddresses ?? []),
    ...(destination.CcAddresses ?? []),
    ...(destination.BccAddresses ?? []),
  ].map(emailAddress);
  const recipients = listed.length ? listed : headerRecipients;
  if (recipients.length === 0)
    throw new SesError('BadRequestException', 'At least one recipient is required.');
  const invalid = recipients.find((address) => !/^[^\s@]+@[^\s@]+$/.test(address));
  if (invalid) throw new SesError('BadRequestException', `Illegal address: ${invalid}`);
  return recipients;
}

/**
 * SESv2 `SendEmail` (POST /v2/email/outbound-emails): one outbox message per recipient (To, Cc
 * and Bcc, or the To/Cc headers of a raw message).
 */
export function parseSendEmail(json: string): NewOutboxMessage[] {
  const request = parseRequest(json);
  const { headerRecipients, from: rawFrom, ...content } = parseContent(request.Content);
  const recipients = recipientsOf(request.Destination ?? {}, headerRecipients);
  const from = request.FromEmailAddress ?? rawFrom;
  if (!from) throw new SesError('BadRequestException', 'FromEmailAddress is required.');
  return recipients.map((to) => ({ channel: 'email', to, from, ...content }));
}
