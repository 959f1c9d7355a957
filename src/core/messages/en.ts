/**
 * English catalogue: the source of every message key. Plural-sensitive messages come in
 * `.one` / `.other` pairs, chosen with `Intl.PluralRules`. `{name}` is replaced by a parameter.
 */
export const en = {
  'validation.required': 'This field is required.',
  'validation.type': 'This value has the wrong type.',
  'validation.type.number': 'Enter a number.',
  'validation.type.boolean': 'Choose yes or no.',
  'validation.integer': 'Enter a whole number.',
  'validation.minLength.one': 'Enter at least {minLength} character.',
  'validation.minLength.other': 'Enter at least {minLength} characters.',
  'validation.maxLength.one': 'Enter at most {maxLength} character.',
  'validation.maxLength.other': 'Enter at most {maxLength} characters.',
  'validation.minimum': 'Enter {minimum} or more.',
  'validation.maximum': 'Enter {maximum} or less.',
  'validation.format.email': 'Enter an email address, like name@example.com.',
  'validation.format.uri': 'Enter a full web address, like https://example.com.',
  'validation.format.date': 'Enter a valid date.',
  'validation.format.date-time': 'Enter a valid date and time.',
  'validation.enum': 'Choose one of the options.',
  'validation.minItems.one': 'Choose at least {minItems} option.',
  'validation.minItems.other': 'Choose at least {minItems} options.',
  'validation.maxItems.one': 'Choose at most {maxItems} option.',
  'validation.maxItems.other': 'Choose at most {maxItems} options.',
  'validation.uniqueItems': 'Choose each option only once.',
  'validation.pattern': 'This does not match the format the server expects.',
  'validation.unknown-field': 'The server did not ask for this field.',
} as const;

/** Every message key. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: one string per key. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
