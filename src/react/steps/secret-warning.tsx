'use client';
import type { FormElicitationRequest } from '../../core/request/parse-form-request.js';
import { findRequestSecrets } from '../../core/safety/sensitive.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { quoteInMessage } from '../shared/visible-text.js';

/**
 * Props of {@link SecretWarning}.
 * @inline
 */
export interface SecretWarningProps {
  /** The form request whose fields (`FieldModel.sensitive`) and message are checked. */
  request: FormElicitationRequest;
  /** Added to each warning's class names (your design system's alert style). */
  className?: string;
}

/**
 * The warning above a form that seems to ask for a secret: the fields the secret guard flags ("Password", "API
 * key", a `writeOnly` or `format: password` property) named, each label isolated so a bidi override in one cannot
 * reorder the sentence; or, when no field is flagged, the term in the message that asks for one (an innocent field
 * called "value" under "paste your token"). MCP forbids servers to ask for secrets in a form; the person may decline.
 * Renders nothing for a request that asks for none. `ElicitationDialog` and `ElicitationPanel` show it; a host's own
 * presentation (the shadcn item) renders it the same way.
 *
 * @example
 * {flow.request?.mode === 'form' && <SecretWarning request={flow.request} className="text-destructive" />}
 */
export function SecretWarning({ request, className }: SecretWarningProps) {
  const cn = useClassNames();
  const { t } = useI18n();
  const secrets = findRequestSecrets(request);
  return (
    <>
      {secrets.fields.length > 0 && (
        <p className={joinClasses(cn('warning'), className)} role="note">
          {quoteInMessage(t, 'sensitive.banner', { fields: secrets.fields }, cn)}
        </p>
      )}
      {/* The message alone may ask for the secret, above an innocent field called "value". */}
      {secrets.message !== undefined && (
        <p className={joinClasses(cn('warning'), className)} role="note">
          {quoteInMessage(t, 'sensitive.message', { hint: secrets.message }, cn)}
        </p>
      )}
    </>
  );
}
