import { format } from 'node:util';

export type LogFormat = 'json' | 'text';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One request as the request log writes it (method, path without the query, status, duration). */
export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** One JSON object per line: what log shippers (Loki, CloudWatch, Datadog...) parse without a pattern. */
export function jsonLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
}

/** The request log's line: JSON in production, `GET /path 200 1.2 ms` for a person reading a terminal. */
export function requestLine(logFormat: LogFormat, r: RequestLine): string {
  if (logFormat === 'json') return jsonLine(r.status >= 500 ? 'error' : 'info', 'request', { ...r });
  return `${r.method} ${r.url} ${r.status} ${r.ms.toFixed(1)} ms\n`;
}

let patched = false;

/**
 * Makes every console line of this process one JSON object (LNF_LOG_FORMAT=json): the server's own
 * messages and any a dependency prints alike, so no line of the stream breaks a JSON parser.
 * console.log and info are level info, warn warn, error error.
 */
export function writeConsoleAsJson(): void {
  if (patched) return;
  patched = true;
  const write =
    (stream: NodeJS.WriteStream, level: LogLevel) =>
    (...args: unknown[]) => {
      stream.write(jsonLine(level, format(...args)));
    };
  console.log = write(process.stdout, 'info');
  console.info = write(process.stdout, 'info');
  console.debug = write(process.stdout, 'debug');
  console.warn = write(process.stderr, 'warn');
  console.error = write(process.stderr, 'error');
}
