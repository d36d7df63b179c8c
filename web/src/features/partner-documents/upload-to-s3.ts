import type { DocumentUploadTicket } from '@careshift/contract';

/** S3 refused the POST: its error code (EntityTooLarge, AccessDenied, …) and message. */
export class S3UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'S3UploadError';
  }
}

function s3Error(xhr: XMLHttpRequest): S3UploadError {
  const text = xhr.responseText ?? '';
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'UploadFailed';
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? 'The upload failed.';
  return new S3UploadError(code, message, xhr.status);
}

/**
 * POSTs the file straight to S3 with the presigned POST's fields (Content-Type among them; the file last, as S3 requires),
 * reporting progress from 0 to 1. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadToS3(
  ticket: DocumentUploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(s3Error(xhr)));
    xhr.onerror = () => reject(new S3UploadError('NetworkError', 'The upload failed.', 0));
    xhr.send(form);
  });
}
