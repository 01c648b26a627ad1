import { create, StructError, type Struct } from 'superstruct';
import { servicePath, type Service } from './versions';

/** What went wrong with one call: HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly call: string;
  readonly body: unknown;
  constructor(call: string, status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.call = call;
    this.status = status;
    this.body = body;
  }
}

/** An answer that does not match its schema: names the call and the field. */
export class ResponseShapeError extends Error {
  readonly call: string;
  readonly path: string;
  constructor(call: string, error: StructError) {
    const path = error.path.join('.') || '(root)';
    super(`${call}: unexpected answer at ${path}: ${error.message}`);
    this.name = 'ResponseShapeError';
    this.call = call;
    this.path = path;
  }
}

/** Options of an ApiClient. */
export interface ClientOptions {
  /** Origin of the API, e.g. `http://localhost:8080`. @default '' (same origin) */
  baseUrl?: string;
  /** fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Returns the current access token, sent as `Authorization: Bearer`. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called once when the server refused the bearer a call sent (401 with `WWW-Authenticate: Bearer
   * error="invalid_token"`, RFC 6750 section 3.1): returns a new token to retry the call with, or
   * null to give up (the call then fails with that 401). The server changed nothing, so one retry
   * is safe for every method.
   */
  onInvalidToken?: (rejected: string) => Promise<string | null | undefined>;
}

/** Whether an answer says the bearer it was sent is invalid or expired (RFC 6750 section 3.1). */
export function rejectsBearer(res: Response): boolean {
  return res.status === 401 && /\berror\s*=\s*"?invalid_token\b/i.test(res.headers.get('www-authenticate') ?? '');
}

/** Query parameters; `undefined` and `null` values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** One call as the API functions describe it to ApiClient.request. */
export interface RequestSpec<T> {
  /** Name used in errors, e.g. `user.login`. */
  call: string;
  /** Service whose version prefixes `path`; `null` sends `path` as an absolute path from the origin (dev endpoints outside /lnf/). */
  service: Service | null;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  headers?: Record<string, string>;
  /** A JSON body, or a FormData sent as `multipart/form-data`. */
  body?: unknown;
  /** Send the bearer token when there is one. @default true */
  auth?: boolean;
  /** Schema of a JSON answer; omit for text answers. */
  schema?: Struct<T, unknown>;
  /** How to read the answer. @default 'json' */
  as?: 'json' | 'text' | 'blob';
  /** Cookies to send and keep (fetch's `credentials`). @default fetch's own, 'same-origin' */
  credentials?: RequestCredentials;
}

/** The request core: base URL, version map, bearer header, JSON errors, answer validation. */
export class ApiClient {
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly getAccessToken?: ClientOptions['getAccessToken'];
  private readonly onInvalidToken?: ClientOptions['onInvalidToken'];

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.getAccessToken = options.getAccessToken;
    this.onInvalidToken = options.onInvalidToken;
  }

  /** Full URL of a call: `/api/{version}/lnf/{path}` for a service, or `path` itself when `service` is null. */
  url(service: Service | null, path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
    const qs = search.toString();
    const base = service === null ? `/${path.replace(/^\/+/, '')}` : servicePath(service, path);
    return `${this.baseUrl}${base}${qs ? `?${qs}` : ''}`;
  }

  /** Sends one call; throws ApiError on a non-2xx answer and ResponseShapeError when the answer fails its schema. */
  async request<T>(spec: RequestSpec<T>): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    const token = spec.auth !== false && this.getAccessToken ? await this.getAccessToken() : null;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && spec.body instanceof FormData) {
      // fetch writes the multipart Content-Type with its boundary.
      body = spec.body;
    } else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const url = this.url(spec.service, spec.path, spec.query);
    const init: RequestInit = { method: spec.method, headers, body };
    if (spec.credentials) init.credentials = spec.credentials;
    let res = await this.send(spec.call, url, init);
    if (token && this.onInvalidToken && rejectsBearer(res)) {
      const renewed = await this.onInvalidToken(token);
      if (renewed && renewed !== token) {
        headers.authorization = `Bearer ${renewed}`;
        res = await this.send(spec.call, url, init);
      }
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let parsed: unknown = text;
      let message = text || res.statusText;
      try {
        parsed = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && 'message' in parsed)
          message = String((parsed as { message: unknown }).message);
      } catch {
        // not JSON: the status text is the message
      }
      throw new ApiError(spec.call, res.status, message, parsed);
    }
    const as = spec.as ?? 'json';
    if (as === 'blob') return (await res.blob()) as T;
    if (as === 'text') return (await res.text()) as T;
    const json: unknown = res.status === 204 ? undefined : await res.json();
    if (!spec.schema) return json as T;
    try {
      return create(json, spec.schema);
    } catch (error) {
      if (error instanceof StructError) throw new ResponseShapeError(spec.call, error);
      throw error;
    }
  }

  private async send(call: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch (cause) {
      throw new ApiError(call, 0, cause instanceof Error ? cause.message : 'Network error');
    }
  }
}
