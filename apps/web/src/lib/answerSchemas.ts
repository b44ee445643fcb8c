/** The answer schemas lib/api.ts checks answers with; a module of their own, so that they load lazily. */
export { ErrorBody, TokenResponse } from '@tifo/contract';
