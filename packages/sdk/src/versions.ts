/**
 * API version per service (DESIGN.md section 3). The server mounts each service at
 * its version from this same map, so client and server cannot drift.
 */
export const SERVICE_VERSIONS = {
  user: 'v1',
  customer: 'v1',
  basket: 'v1',
  order: 'v1',
  support: 'v1',
  audit: 'v1',
  product: 'v1',
  notification: 'v1',
  privacy: 'v1',
  backoffice: 'v1',
  configuration: 'v3',
} as const;

export type Service = keyof typeof SERVICE_VERSIONS;

/** `/api/{version}/lnf/{path}` for a service; `path` has no leading slash. */
export function servicePath(service: Service, path: string): string {
  return `/api/${SERVICE_VERSIONS[service]}/lnf/${path.replace(/^\/+/, '')}`;
}
