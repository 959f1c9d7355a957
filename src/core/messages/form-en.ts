/**
 * English texts of the form: field labels and hints, widgets, the error summary and every validation
 * message. The form, `validateContent` and `formatFieldIssue` need only these, so a host that shows
 * forms without the dialog does not ship the dialog's texts. Plural-sensitive messages come in
 * `.one` / `.other` pairs, chosen with `Intl.PluralRules`. `{name}` is replaced by a parameter.
 */
export const enForm = {
  'validation.required': 'This field is required.',
  'validation.type': 'This value has the wrong type.',
  'validation.type.number': 'Enter a number.',
  'validation.type.boolean': 'Choose yes or no.',
  'validation.integer': 'Enter a whole number.',
  'validation.minLength':
    '{minLength, plural, one {Enter at least # character.} other {Enter at least # characters.}}',
  'validation.maxLength':
    '{maxLength, plural, one {Enter at most # character.} other {Enter at most # characters.}}',
  'validation.minimum': 'Enter {minimum, number} or more.',
  'validation.maximum': 'Enter {maximum, number} or less.',
  'validation.exclusiveMinimum': 'Enter a number greater than {exclusiveMinimum, number}.',
  'validation.exclusiveMaximum': 'Enter a number less than {exclusiveMaximum, number}.',
  'validation.multipleOf': 'Enter a multiple of {multipleOf, number}.',
  'validation.const': 'Tick this box to continue.',
  'validation.const.false': 'Clear this box to continue.',
  'validation.format.email': 'Enter an email address, like name@example.com.',
  'validation.format.uri': 'Enter a full web address, like https://example.com.',
  'validation.format.date': 'Enter a valid date.',
  'validation.format.date-time': 'Enter a valid date and time.',
  'validation.format.uuid': 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.',
  'validation.format.ipv4': 'Enter an IPv4 address, like 192.0.2.1.',
  'validation.format.ipv6': 'Enter an IPv6 address, like 2001:db8::1.',
  'validation.format.ipvanyaddress': 'Enter an IP address, like 192.0.2.1 or 2001:db8::1.',
  'validation.format.hostname': 'Enter a host name, like example.com.',
  'validation.format.time': 'Enter a time of day, like 14:30.',
  'validation.format.duration': 'Enter a duration, like PT30M (30 minutes) or P1DT2H (1 day 2 hours).',
  'validation.format.uri-reference':
    'Enter a web address or a path, like https://example.com or /docs/intro.',
  'validation.enum': 'Choose one of the options.',
  'validation.minItems':
    '{minItems, plural, one {Choose at least # option.} other {Choose at least # options.}}',
  'validation.maxItems':
    '{maxItems, plural, one {Choose at most # option.} other {Choose at most # options.}}',
  'validation.uniqueItems': 'Choose each option only once.',
  'validation.pattern': 'This does not match the format the server expects.',
  'validation.patternLength':
    'This is too long to check against the format the server expects: {maxLength, plural, one {enter at most # character.} other {enter at most # characters.}}',
  'validation.unknown-field': 'The server did not ask for this field.',
  'action.clear': 'Clear answer',
  'action.submit': 'Submit',
  'field.required': 'required',
  'field.noAnswer': 'No answer',
  'field.choose': 'Choose…',
  'field.unanswered': 'Not answered yet',
  'hint.mustTick': 'Must be ticked to send',
  'field.count':
    '{maxLength, plural, one {{count, number} of # character} other {{count, number} of # characters}}',
  'form.errorSummary':
    '{count, plural, one {There is # problem to fix before sending.} other {There are # problems to fix before sending.}}',
  'hint.length.range':
    '{maxLength, plural, one {{minLength, number}–# character} other {{minLength, number}–# characters}}',
  'hint.length.min': '{minLength, plural, one {At least # character} other {At least # characters}}',
  'hint.length.max': '{maxLength, plural, one {Up to # character} other {Up to # characters}}',
  'hint.number.range': 'From {minimum, number} to {maximum, number}',
  'hint.number.min': '{minimum, number} or more',
  'hint.number.max': '{maximum, number} or less',
  'hint.number.above': 'More than {low, number}',
  'hint.number.below': 'Less than {high, number}',
  'hint.number.range.aboveTo': 'More than {low, number}, up to {high, number}',
  'hint.number.range.fromBelow': 'From {low, number} to less than {high, number}',
  'hint.number.range.aboveBelow': 'More than {low, number} and less than {high, number}',
  'hint.number.step': 'In steps of {multipleOf, number}',
  'hint.integer': 'A whole number',
  'hint.items.range': 'Choose {minItems, number}–{maxItems, number}',
  'hint.items.min': 'Choose at least {minItems, number}',
  'hint.items.max': 'Choose up to {maxItems, number}',
  'hint.email': 'An email address, like name@example.com',
  'hint.url': 'A full web address, like https://example.com',
  'hint.dateTime': 'Your local time ({timeZone})',
  'hint.format.uuid': 'A UUID, like 123e4567-e89b-12d3-a456-426614174000',
  'hint.format.ipv4': 'An IPv4 address, like 192.0.2.1',
  'hint.format.ipv6': 'An IPv6 address, like 2001:db8::1',
  'hint.format.ipvanyaddress': 'An IP address, like 192.0.2.1 or 2001:db8::1',
  'hint.format.hostname': 'A host name, like example.com',
  'hint.format.time': 'A time of day, like 14:30, in your local time ({timeZone})',
  'hint.format.duration': 'A duration, like PT30M (30 minutes) or P1DT2H (1 day 2 hours)',
  'hint.format.uri-reference': 'A web address or a path, like https://example.com or /docs/intro',
  'sensitive.field': 'Looks like a secret. Servers must not ask for this in a form.',
  'sensitive.defaultDropped':
    'The server pre-filled something that looks like a credential. It was not filled in for you.',
};
