import { enCombobox } from './combobox-en.js';
import { enForm } from './form-en.js';

/**
 * English texts of everything around the form: the dialog, review, URL mode, the queue, and any view
 * that presents a request (new keys of a presentation go here). The form's own texts are in
 * `form-en.ts`; `en`, below, is both. `{name}` is replaced by a parameter.
 */
export const enPresentation = {
  'dialog.title.form': '{server} is asking for information',
  'dialog.title.url': '{server} wants to send you to a website',
  'dialog.title.confirm': '{server} asks you to confirm',
  'dialog.title.rejected': '{server} sent a request this app cannot show',
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
  'action.confirm': 'Confirm',
  'action.decline': 'Decline',
  'action.cancel': 'Cancel',
  'action.open': 'Open',
  'action.copy': 'Copy link',
  'action.copied': 'Link copied',
  'action.continue': 'Continue',
  'action.openAgain': 'Open again',
  'action.cancelRequest': 'Cancel request',
  'action.dismiss': 'Dismiss',
  'review.heading': 'Review your answer',
  'review.intro': 'This is exactly what will be sent to {server}.',
  'review.notAnswered': 'Not answered: not sent',
  'review.zone': 'sent in {zone}',
  'review.nothing': 'No answers: the server will receive an empty form.',
  'review.unticked': 'No — left unticked',
  'review.showJson': 'Show the raw JSON',
  'review.hideJson': 'Hide the raw JSON',
  'persist.legend': 'Remember my answer',
  'persist.hint': '{server} offers to remember this answer and not ask again.',
  'persist.once': 'Only this time',
  'persist.session': 'For this session',
  'persist.always': 'Always',
  'review.persist.once': 'Remembered: only this time. {server} may ask again.',
  'review.persist.session':
    'Remembered for this session: {server} may use this answer without asking again until the session ends.',
  'review.persist.always': 'Remembered always: {server} may use this answer without asking you again.',
  'field.yes': 'Yes',
  'sensitive.banner':
    'This form seems to ask for a secret ({fields}). MCP forbids servers to ask for passwords, keys, tokens or payment data in a form. Only answer if you trust this server; you can decline.',
  'sensitive.message':
    'The server’s message seems to ask for a secret ({hint}). MCP forbids servers to ask for passwords, keys, tokens or payment data in a form. Only answer if you trust this server; you can decline.',
  'expired.title': 'This request has expired',
  'expired.body': 'The server stopped waiting for an answer. Nothing was sent.',
  'delivery.failed': 'Your answer could not be delivered to the server.',
  'delivery.invalid': 'The app did not accept these answers. Nothing was sent; fix them and send again.',
  'delivery.retry': 'Your answer was not sent: the connection failed. Your answers are kept; send again.',
  'connection.reconnecting': 'Reconnecting…',
  'ended.another-tab': 'Answered in another tab.',
  'ended.expired': 'Expired — nothing was sent.',
  'ended.cancelled-by-server': 'The server stopped waiting — nothing was sent.',
  'ended.shutdown': 'The app stopped waiting — nothing was sent.',
  'ended.declined-all': 'Declined with the other requests from this server.',
  'ended.cancelled-all': 'Cancelled with the other requests.',
  'ended.gone': 'No longer waiting — nothing was sent.',
  'deadline.left': 'Time left to answer: {time}',
  'deadline.lastMinute': 'Less than a minute left to answer.',
  'dismiss.question': 'Discard your answers?',
  'dismiss.detail': 'Closing now sends the server nothing of what you entered.',
  'dismiss.keep': 'Keep editing',
  'dismiss.discard': 'Discard',
  'rejected.body': 'Nothing from you will be sent to the server.',
  'rejected.issues': 'What is wrong with the request:',
  'queue.position': '{position, number} of {total, number}',
  'queue.waiting': 'Also waiting: {servers}',
  'queue.serverCount': '{server} ({count, number})',
  'queue.declineAll': 'Decline all from {server}…',
  'queue.declineAllQuestion': 'Decline this request and every later one from {server}?',
  'queue.declineAllHint':
    'Its requests are declined without asking you, until you undo it or reload the page.',
  'queue.declineAllConfirm': 'Decline all',
  'queue.declineAllKeep': 'Go back',
  'queue.declining': 'Declining requests from {server}',
  'queue.undo': 'Undo',
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
  'url.maskedValue': 'hidden',
  'url.showValues': 'Show hidden values',
  'url.hideValues': 'Hide the values',
  'url.showWholeAddress': 'Show the whole address',
  'url.showLessAddress': 'Show less of the address',
  'url.warning.carries-token':
    'This link carries what looks like a sign-in token ({detail}): anyone who gets it may act as you; don’t copy or share it.',
  'url.warning.carries-password':
    'This link carries what looks like a password ({detail}): anyone who gets it may sign in as you; don’t copy or share it.',
  'url.warning.carries-api-key':
    'This link carries what looks like an API key or secret ({detail}): anyone who gets it may use it in your name; don’t copy or share it.',
  'url.warning.carries-session-id':
    'This link carries what looks like a session id ({detail}): anyone who gets it may take over your session; don’t copy or share it.',
  'url.warning.carries-email':
    'This link carries an email address ({detail}): it can end up in browser history and the site’s logs; don’t share it.',
  'url.blocked.scheme':
    'This link was blocked: "{scheme}:" links can run code or open local files. Only web links (https or http) can be opened.',
  'url.blocked.other': 'This link was blocked because it is not a valid web address.',
  'url.blocked.unchecked': 'This link was blocked: its address could not be checked.',
  'url.checking': 'Checking the address…',
  'url.popupHint':
    'Nothing opened? Your browser may have blocked the new tab. Open it again, or copy the link and open it yourself.',
  'url.waiting.title': 'Finish on {site}, then continue',
  'url.waiting.body': 'The page opened in a new tab. When you have finished there, choose Continue.',
  'url.waiting.notifyTitle': 'Finish on {site}',
  'url.waiting.notifyBody':
    'The page opened in a new tab. This closes by itself when {server} says you are done there.',
  'url.notFinished':
    'Not finished yet: {server} says the step on {site} is not done. Finish it there, then choose Continue again.',
  'url.completed.title': 'Done on {site}',
  'url.completed.body': '{server} confirmed that the step is finished.',
  'url.stopWaiting.question': 'Stop waiting and cancel the request?',
  'url.stopWaiting.detail': '{server} is told you cancelled. Anything you did on {site} stays there.',
  'url.stopWaiting.keep': 'Keep waiting',
  // Consent context
  'origin.tool': '{server} asks while running {tool}',
  'origin.prompt': '{server} asks while getting the prompt {prompt}',
  'origin.resource': '{server} asks while reading {resource}',
  'origin.other': '{server} asks while handling {method}',
  'origin.toolCall': '{server} asks during the tool call {toolCall}',
  'origin.session': '{server} asks for this session',
  'origin.outsideSession': '{server} asks outside any session',
  'origin.showArguments': 'Show the arguments',
  'origin.hideArguments': 'Hide the arguments',
  'origin.shortened': 'Long values are shortened, marked …',
  'review.fromServer': 'Server’s suggestion, unchanged',
  'review.fromYou': 'Changed by you',
  'attention.title': '({count, number}) {title}',
  'attention.form': '{server} asks for information',
  'attention.url': '{server} asks you to open a link',
  'attention.body': 'Return to the tab to answer.',
  // Inline panel
  'record.title': 'Request from {server}',
  'record.sent': 'You sent:',
  'record.sentCount': '{count, plural, one {You sent # answer.} other {You sent # answers.}}',
  'record.showAnswers': 'What you sent',
  'record.details': 'Details',
  'record.origin.tool': '{server} asked while running {tool}',
  'record.origin.prompt': '{server} asked while getting the prompt {prompt}',
  'record.origin.resource': '{server} asked while reading {resource}',
  'record.origin.other': '{server} asked while handling {method}',
  'record.origin.toolCall': '{server} asked during the tool call {toolCall}',
  'record.origin.session': '{server} asked for this session',
  'record.origin.outsideSession': '{server} asked outside any session',
  'record.confirmed': 'You confirmed.',
  'record.declined': 'You declined.',
  'record.dismissed': 'Cancelled — nothing was sent.',
  'record.expired': 'Expired — nothing was sent.',
  'record.opened': 'Opened {site}.',
  'record.failed': 'Your answer could not be delivered.',
  'record.policy.sent': 'Sent by policy “{rule}”.',
  'record.policy.confirmed': 'Confirmed by policy “{rule}”.',
  'record.policy.declined': 'Declined by policy “{rule}”.',
  'record.policy.dismissed': 'Cancelled by policy “{rule}” — nothing was sent.',
  'record.policy.failed': 'The answer of policy “{rule}” could not be delivered.',
  'record.hidden': 'hidden',
  'record.unreadable': 'This saved request can’t be shown.',
  'url.continuing': 'Checking with {server} that you have finished on {site}…',
};

/**
 * The English catalogue, the source of every built-in message key: the form's texts and those around it (a draft's
 * words come with the draft; the complete catalogue is the entry `mcp-elicitation-react/locales/en`).
 */
export const en = { ...enForm, ...enCombobox, ...enPresentation };
