import type { Envelope } from '@portal/contract';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { HttpError } from './http-error';
import { httpSetup, type HttpSetup } from './http-setup';
import {
  inspectResponse,
  inspectTransportFailure,
  type ResponseDecision,
} from './inspect-response';
import { reportDecision } from './report-decision';

declare module 'axios' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AxiosRequestConfig {
    /** Send no bearer token (the token call authenticates the client with Basic instead). */
    withoutToken?: boolean;
    /** Reject without a notice and without signing out: the caller shows the error itself. */
    silent?: boolean;
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>;

export function createHttpClient(currentSetup: () => HttpSetup = httpSetup) {
  const instance = axios.create({
    withCredentials: true,
    // Every answer from 200 to 500 is inspected by its body (spec §8).
    validateStatus: (status) => status >= 200 && status <= 500,
    // No XSRF header: the server authenticates the bearer token and sets no XSRF-TOKEN cookie.
    // Reading that cookie goes through the browser's asynchronous cookieStore where there is one,
    // which holds each call back by a round trip to the browser process, and behind whatever
    // rendering starts meanwhile (the frame's, while the first screen's calls are on their way).
    withXSRFToken: false,
  });

  instance.interceptors.request.use((config) => {
    const { settings, hooks } = currentSetup();
    config.baseURL ??= settings.baseURL;
    config.timeout ||= settings.timeout;
    const token = config.withoutToken ? undefined : hooks.getToken();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    config.headers.set('Accept-Language', hooks.getLanguage());
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const version: unknown = response.headers['x-portal-data-version'];
      if (typeof version === 'string') currentSetup().hooks.dataVersion(version);
      const decision = inspectResponse({ status: response.status, body: response.data });
      return decision.outcome === 'resolve'
        ? response
        : Promise.reject(carryOut(decision, response.config));
    },
    (error: unknown) => {
      if (axios.isCancel(error) || !axios.isAxiosError(error)) return Promise.reject(error);
      const decision = inspectTransportFailure({
        errorCode: error.code,
        status: error.response?.status,
      });
      return Promise.reject(carryOut(decision, error.config ?? {}));
    },
  );

  function carryOut(decision: ResponseDecision, config: AxiosRequestConfig): HttpError {
    return reportDecision(decision, config, currentSetup());
  }

  return {
    /** Sends the call and resolves with the `data` of the answer's envelope. */
    async request<T>(config: AxiosRequestConfig): Promise<T> {
      const response: AxiosResponse<Envelope<T>> = await instance.request<Envelope<T>>(config);
      return response.data.data;
    },
  };
}

/** The client every feature calls through. */
export const http = createHttpClient();
