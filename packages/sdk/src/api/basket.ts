import type { ApiClient } from '../client';
import { Basket, type BasketRequest, type BasketUpdate } from '../schemas/basket';

/** `POST portal/basket` (optional bearer; a logged-in user's basket is bound to them): the priced basket. */
export async function create(client: ApiClient, selection: BasketRequest): Promise<Basket> {
  return client.request({
    call: 'basket.create',
    service: 'basket',
    method: 'POST',
    path: 'portal/basket',
    body: selection,
    schema: Basket,
  });
}

/** `GET portal/basket/{id}` (anonymous for an unbound basket, else its owner): the basket. */
export async function get(client: ApiClient, id: string): Promise<Basket> {
  return client.request({
    call: 'basket.get',
    service: 'basket',
    method: 'GET',
    path: `portal/basket/${encodeURIComponent(id)}`,
    schema: Basket,
  });
}

/** `PUT portal/basket/{id}` (same rule as get): changes part of the selection; the answer is re-priced. */
export async function update(client: ApiClient, id: string, changes: BasketUpdate): Promise<Basket> {
  return client.request({
    call: 'basket.update',
    service: 'basket',
    method: 'PUT',
    path: `portal/basket/${encodeURIComponent(id)}`,
    body: changes,
    schema: Basket,
  });
}
