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
  'dialog.title.form': '{server} is asking for information',
  'dialog.title.url': '{server} wants to send you to a website',
  'dialog.serverVersion': 'version {version}',
  'dialog.close': 'Close',
  'dialog.unknownServer': 'An unnamed server',
  'dialog.serverRole': 'Server',
  'dialog.serverQuoted': 'Server “{name}”',
  'dialog.serverImitation':
    'A connected server chose this name. It is not this app, its assistant or your system.',
  'action.review': 'Review',
  'action.edit': 'Edit',
  'action.send': 'Send',
  'action.decline': 'Decline',
  'action.cancel': 'Cancel',
  'action.open': 'Open',
  'action.copy': 'Copy link',
  'action.copied': 'Link copied',
  'action.done': 'Done',
  'action.clear': 'Clear answer',
  'action.submit': 'Submit',
  'review.heading': 'Review your answer',
  'review.intro': 'This is exactly what will be sent to {server}.',
  'review.notAnswered': 'Not answered: not sent',
  'review.nothing': 'No answers: the server will receive an empty form.',
  'review.showJson': 'Show the raw JSON',
  'review.hideJson': 'Hide the raw JSON',
  'field.required': 'required',
  'field.noAnswer': 'No answer',
  'field.choose': 'Choose…',
  'field.yes': 'Yes',
  'field.no': 'No',
  'field.unanswered': 'Not answered yet',
  'form.errorSummary.one': 'There is {count} problem to fix before sending.',
  'form.errorSummary.other': 'There are {count} problems to fix before sending.',
  'hint.length.range': '{minLength}–{maxLength} characters',
  'hint.length.min.one': 'At least {minLength} character',
  'hint.length.min.other': 'At least {minLength} characters',
  'hint.length.max.one': 'Up to {maxLength} character',
  'hint.length.max.other': 'Up to {maxLength} characters',
  'hint.number.range': 'From {minimum} to {maximum}',
  'hint.number.min': '{minimum} or more',
  'hint.number.max': '{maximum} or less',
  'hint.integer': 'A whole number',
  'hint.items.range': 'Choose {minItems}–{maxItems}',
  'hint.items.min.one': 'Choose at least {minItems}',
  'hint.items.min.other': 'Choose at least {minItems}',
  'hint.items.max.one': 'Choose up to {maxItems}',
  'hint.items.max.other': 'Choose up to {maxItems}',
  'hint.email': 'An email address, like name@example.com',
  'hint.url': 'A full web address, like https://example.com',
  'hint.dateTime': 'Your local time ({timeZone})',
  'sensitive.banner':
    'This form seems to ask for a secret ({fields}). MCP forbids servers to ask for passwords, keys, tokens or payment data in a form. Only answer if you trust this server; you can decline.',
  'sensitive.field': 'Looks like a secret. Servers must not ask for this in a form.',
  'sensitive.message':
    'The server’s message seems to ask for a secret ({hint}). MCP forbids servers to ask for passwords, keys, tokens or payment data in a form. Only answer if you trust this server; you can decline.',
  'sensitive.defaultDropped':
    'The server pre-filled something that looks like a credential. It was not filled in for you.',
  'expired.title': 'This request has expired',
  'expired.body': 'The server stopped waiting for an answer. Nothing was sent.',
  'delivery.failed': 'Your answer could not be delivered to the server.',
  'queue.position': '{position} of {total}',
  'queue.waiting': 'Also waiting: {servers}',
  'queue.serverCount': '{server} ({count})',
  'queue.declineAll': 'Decline all from {server}',
  'queue.declineAllHint': 'Declines every request from this server until you reload the page.',
  'url.intro':
    'Open this link only if you trust it. It opens in a new tab, out of reach of this app and the server.',
  'url.fullAddress': 'Full address',
  'url.domain': 'Website',
  'url.decodedHost': 'Reads as {host}',
  'url.warnings': 'Check before you open',
  'url.warning.not-https':
    'The link is not encrypted (http): others on your network could read or change the page.',
  'url.warning.punycode':
    'The address uses encoded international characters; it reads as {detail}. Make sure that is the site you expect.',
  'url.warning.mixed-script':
    'The address mixes alphabets ({detail}), a trick used to imitate well-known sites.',
  'url.warning.lookalike':
    'The address looks like {detail}, but it is not: its letters come from other alphabets or are lookalike symbols. Make sure this is the site you expect.',
  'url.warning.lookalike-separator':
    'The address contains characters that imitate “/”, “.” or “-” ({detail}), so part of it reads like another address. The website is {domain}.',
  'url.warning.userinfo': 'The text before "@" ({detail}) is not where this link goes. It goes to {domain}.',
  'url.warning.ip-address': 'The address is a bare IP address ({detail}), not a named website.',
  'url.warning.localhost': 'The address points to this computer ({detail}).',
  'url.warning.non-default-port': 'The address uses an unusual port ({detail}).',
  'url.warning.invisible-characters':
    'The address contains invisible characters ({detail}) that can disguise it.',
  'url.blocked.scheme':
    'This link was blocked: "{scheme}:" links can run code or open local files. Only web links (https or http) can be opened.',
  'url.blocked.other': 'This link was blocked because it is not a valid web address.',
  'url.opened': 'The link was opened in a new tab. Come back here when you are done.',
  'url.popupHint':
    'Nothing opened? Your browser may have blocked the new tab. Copy the link and open it yourself.',
} as const;

/** Every message key. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: one string per key. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
