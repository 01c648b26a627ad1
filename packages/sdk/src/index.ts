export { SERVICE_VERSIONS, servicePath, type Service } from './versions';
export { decryptPassword, encryptPassword, randomSalt, SALT_CHARSET, type EnvelopeOptions } from './crypto';
export { ApiClient, ApiError, ResponseShapeError, type ClientOptions, type Query, type RequestSpec } from './client';

export { Email, IsoDate, LineItem, MessageResponse, QueryInteger, QueryNumber, withRules } from './schemas/common';
export { ErrorBody } from './schemas/error';
export * from './schemas/user';
export * from './schemas/customer';
export * from './schemas/captcha';
export * from './schemas/product';
export * from './schemas/basket';
export * from './schemas/order';
export * from './schemas/billing';
export * from './schemas/configuration';
export * from './schemas/support';
export * from './schemas/audit';
export * from './schemas/dev';

export * as user from './api/user';
export * as customer from './api/customer';
export * as captcha from './api/captcha';
export * as product from './api/product';
export * as basket from './api/basket';
export * as order from './api/order';
export * as billing from './api/billing';
export * as configuration from './api/configuration';
export * as support from './api/support';
export * as audit from './api/audit';
export * as dev from './api/dev';

export * from './session';
export * from './storage';
export * from './rules';
export * from './errors';
export * from './constants';
export * from './billing';
export * from './domain';
export * from './format';
