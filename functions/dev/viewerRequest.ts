/**
 * The CDN's viewer-request functions (functions/infra/cleanUrls.ts), run here from the same code
 * CloudFront runs: a script in a context of its own, without Node's globals or modules, whose
 * `handler` takes the event. `npm start` and the tests answer a path the way the CDN does because they
 * run the CDN's code, not a copy of its rule.
 */
import vm from 'node:vm';
import { fileForCode } from '../infra/cleanUrls';

export interface ViewerRequestEvent {
  request: { method: string; uri: string };
}

/** What the function answers itself, in CloudFront's shape: header name (lower case) -> `{ value }`. */
export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

/** The request to pass on to the origin (its `uri` may be rewritten), or an answer of the function's own. */
export type ViewerRequestResult = ViewerRequestEvent['request'] | ViewerResponse;

export type ViewerRequestFunction = (event: ViewerRequestEvent) => ViewerRequestResult;

/** A viewer-request function's code, ready to run as CloudFront runs it. */
export const viewerRequestFunction = (code: string) => vm.runInNewContext(`${code}\nhandler;`) as ViewerRequestFunction;

/** The clean-URL rule: the file the bucket answers a path with (`/about` -> `/about/index.html`). */
export const fileFor = vm.runInNewContext(`${fileForCode}\nfileFor;`) as (uri: string) => string;

export const isViewerResponse = (result: ViewerRequestResult): result is ViewerResponse => 'statusCode' in result;
