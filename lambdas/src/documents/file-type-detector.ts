import { fileTypeFromBuffer } from 'file-type';

import type { FileTypeDetector } from './document-deps';

/** file-type's magic-bytes detection: the extension it recognises, undefined when none. */
export const detectFileType: FileTypeDetector = async (head) => (await fileTypeFromBuffer(head))?.ext;
