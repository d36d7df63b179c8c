import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Text types worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticFile {
  contentType: string;
  etag: string;
  /** The bytes in an encoding, compressed on first use and kept. */
  body(encoding: Encoding): Promise<Buffer>;
  compressible: boolean;
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, as CloudFront prefers. */
export function pickEncoding(acceptEncoding: string | undefined, compressible: boolean): Encoding {
  if (!compressible || !acceptEncoding) return 'identity';
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The files of a directory, read once and compressed once per encoding (brotli at its highest
 * quality, gzip level 9, off the event loop). A path that leaves the directory, or names a
 * source map (not published in AWS either), is not found.
 */
export function staticFiles(root: string): { get(path: string): Promise<StaticFile | undefined> } {
  const cache = new Map<string, Promise<StaticFile | undefined>>();
  const load = async (path: string): Promise<StaticFile | undefined> => {
    const file = normalize(join(root, path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep) || file.endsWith('.map')) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const raw = await readFile(file);
    const extension = extname(file).toLowerCase();
    const compressible = COMPRESSIBLE.has(extension);
    const encoded = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(raw)]]);
    return {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      compressible,
      body(encoding) {
        let body = encoded.get(encoding);
        if (!body) {
          body =
            encoding === 'br'
              ? brotli(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                })
              : gzipAsync(raw, { level: 9 });
          encoded.set(encoding, body);
        }
        return body;
      },
    };
  };
  return {
    get(path) {
      let file = cache.get(path);
      if (!file) {
        file = load(path);
        cache.set(path, file);
        // Only files are kept: a miss is looked up again (and unknown paths cannot fill memory).
        void file.then((found) => found ?? cache.delete(path));
      }
      return file;
    },
  };
}
