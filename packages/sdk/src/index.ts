export { SERVICE_VERSIONS, servicePath, type Service } from './versions';
export { decryptPassword, encryptPassword, randomSalt, SALT_CHARSET, type EnvelopeOptions } from './crypto';
export { ApiClient, ApiError, ResponseShapeError, type ClientOptions, type RequestSpec } from './client';
export { ErrorBody } from './schemas/error';
export { AccessTokenClaims, LoginRequest, TokenResponse } from './schemas/user';
export * as user from './api/user';
