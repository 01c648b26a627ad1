import type { ApiClient } from '../client';
import { MessageResponse } from '../schemas/common';
import { Configuration, ProductConfiguration, SupportConfiguration } from '../schemas/configuration';

/** `GET configurations?serviceName=` (v3, anonymous): any service's entry, configData unchecked. */
export async function get(client: ApiClient, serviceName: string): Promise<Configuration> {
  return client.request({
    call: 'configuration.get',
    service: 'configuration',
    method: 'GET',
    path: 'configurations',
    auth: false,
    query: { serviceName },
    schema: Configuration,
  });
}

/** `GET configurations?serviceName=product` (v3, anonymous): online ordering switch and GST. */
export async function getProduct(client: ApiClient): Promise<ProductConfiguration> {
  return client.request({
    call: 'configuration.getProduct',
    service: 'configuration',
    method: 'GET',
    path: 'configurations',
    auth: false,
    query: { serviceName: 'product' },
    schema: ProductConfiguration,
  });
}

/** `GET configurations?serviceName=support` (v3, anonymous): allowed ticket projects, priorities, statuses, reporters, labels. */
export async function getSupport(client: ApiClient): Promise<SupportConfiguration> {
  return client.request({
    call: 'configuration.getSupport',
    service: 'configuration',
    method: 'GET',
    path: 'configurations',
    auth: false,
    query: { serviceName: 'support' },
    schema: SupportConfiguration,
  });
}

/** `POST configurations/refresh` (v3, admin): reloads configuration on the server. */
export async function refresh(client: ApiClient): Promise<MessageResponse> {
  return client.request({
    call: 'configuration.refresh',
    service: 'configuration',
    method: 'POST',
    path: 'configurations/refresh',
    schema: MessageResponse,
  });
}
