import { MatchersV3, type PactV4 } from '@pact-foundation/pact';

/** Pact's request builder, as `withRequest` hands it over (the package does not export its type). */
type RequestBuilder = Parameters<NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2]>>[0];

const BOUNDARY = 'MoreFormBoundary';

/** A form field as the interaction shows it: an example value and the pattern any value must fit. */
export interface FormField {
  readonly example: string;
  readonly pattern: RegExp;
}

/**
 * Form fields (document 2: "form fields") as a multipart body, the way the
 * browser's FormData sends them. Each field is matched by its pattern and the
 * boundary by any value, so the storefront's own boundary fits; the provider
 * is sent the examples.
 */
export const formFields =
  (fields: Readonly<Record<string, FormField>>) =>
  (request: RequestBuilder): RequestBuilder => {
    const body =
      Object.entries(fields)
        .map(([name, field]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${field.example}\r\n`)
        .join('') + `--${BOUNDARY}--\r\n`;
    return request
      .headers({
        'Content-Type': MatchersV3.regex('multipart/form-data;(\\s*charset=[^;]*;)?\\s*boundary=.*', `multipart/form-data; boundary=${BOUNDARY}`),
      })
      .body('multipart/form-data', Buffer.from(body))
      .matchingRules({
        body: Object.entries(fields).map(([name, field]) => ({
          path: `$.${name}`,
          rules: [{ 'pact:matcher:type': 'regex', regex: field.pattern.source, value: field.example }],
        })),
      });
  };
