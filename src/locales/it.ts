import type { LocaleCatalogue } from '../core/messages/keys.js';

/**
 * Italian (glossary: docs/locales/it.md).
 *
 * @example
 * import it from 'mcp-elicitation-react/locales/it';
 * <ElicitationProvider queue={queue} locale="it" messages={it} />
 */
const catalogue: LocaleCatalogue = {
  'validation.required': 'Questo campo è obbligatorio.',
  'validation.type': 'Questo valore è del tipo sbagliato.',
  'validation.type.number': 'Inserisci un numero.',
  'validation.type.boolean': 'Scegli sì o no.',
  'validation.integer': 'Inserisci un numero intero.',
  'validation.minLength':
    '{minLength, plural, one {Inserisci almeno # carattere.} many {Inserisci almeno # caratteri.} other {Inserisci almeno # caratteri.}}',
  'validation.maxLength':
    '{maxLength, plural, one {Inserisci al massimo # carattere.} many {Inserisci al massimo # caratteri.} other {Inserisci al massimo # caratteri.}}',
  'validation.minimum': 'Inserisci {minimum, number} o più.',
  'validation.maximum': 'Inserisci {maximum, number} o meno.',
  'validation.exclusiveMinimum': 'Inserisci un numero maggiore di {exclusiveMinimum, number}.',
  'validation.exclusiveMaximum': 'Inserisci un numero minore di {exclusiveMaximum, number}.',
  'validation.multipleOf': 'Inserisci un multiplo di {multipleOf, number}.',
  'validation.const': 'Spunta questa casella per continuare.',
  'validation.const.false': 'Togli la spunta da questa casella per continuare.',
  'validation.format.email': 'Inserisci un indirizzo email, ad esempio name@example.com.',
  'validation.format.uri': 'Inserisci un indirizzo web completo, ad esempio https://example.com.',
  'validation.format.date': 'Inserisci una data valida.',
  'validation.format.date-time': 'Inserisci una data e un’ora valide.',
  'validation.format.uuid': 'Inserisci un UUID, ad esempio 123e4567-e89b-12d3-a456-426614174000.',
  'validation.format.ipv4': 'Inserisci un indirizzo IPv4, ad esempio 192.0.2.1.',
  'validation.format.ipv6': 'Inserisci un indirizzo IPv6, ad esempio 2001:db8::1.',
  'validation.format.ipvanyaddress': 'Inserisci un indirizzo IP, ad esempio 192.0.2.1 o 2001:db8::1.',
  'validation.format.hostname': 'Inserisci un nome host, ad esempio example.com.',
  'validation.format.time': 'Inserisci un orario, ad esempio 14:30.',
  'validation.format.duration':
    'Inserisci una durata, ad esempio PT30M (30 minuti) o P1DT2H (1 giorno e 2 ore).',
  'validation.format.uri-reference':
    'Inserisci un indirizzo web o un percorso, ad esempio https://example.com o /docs/intro.',
  'validation.enum': 'Scegli una delle opzioni.',
  'validation.minItems':
    '{minItems, plural, one {Scegli almeno # opzione.} many {Scegli almeno # opzioni.} other {Scegli almeno # opzioni.}}',
  'validation.maxItems':
    '{maxItems, plural, one {Scegli al massimo # opzione.} many {Scegli al massimo # opzioni.} other {Scegli al massimo # opzioni.}}',
  'validation.uniqueItems': 'Scegli ogni opzione una sola volta.',
  'validation.pattern': 'Non corrisponde al formato che il server si aspetta.',
  'validation.patternLength':
    '{maxLength, plural, one {Troppo lungo per essere verificato con il formato che il server si aspetta: inserisci al massimo # carattere.} many {Troppo lungo per essere verificato con il formato che il server si aspetta: inserisci al massimo # caratteri.} other {Troppo lungo per essere verificato con il formato che il server si aspetta: inserisci al massimo # caratteri.}}',
  'validation.unknown-field': 'Il server non ha chiesto questo campo.',
  'action.clear': 'Cancella risposta',
  'action.submit': 'Invia',
  'field.required': 'obbligatorio',
  'field.noAnswer': 'Nessuna risposta',
  'field.choose': 'Scegli…',
  'field.unanswered': 'Non ancora risposto',
  'hint.mustTick': 'Va spuntato per inviare',
  'form.errorSummary':
    '{count, plural, one {C’è # problema da correggere prima dell’invio.} many {Ci sono # problemi da correggere prima dell’invio.} other {Ci sono # problemi da correggere prima dell’invio.}}',
  'hint.length.range':
    '{maxLength, plural, one {Da {minLength, number} a # carattere} many {Da {minLength, number} a # caratteri} other {Da {minLength, number} a # caratteri}}',
  'hint.length.min':
    '{minLength, plural, one {Almeno # carattere} many {Almeno # caratteri} other {Almeno # caratteri}}',
  'hint.length.max':
    '{maxLength, plural, one {Fino a # carattere} many {Fino a # caratteri} other {Fino a # caratteri}}',
  'hint.number.range': 'Da {minimum, number} a {maximum, number}',
  'hint.number.min': '{minimum, number} o più',
  'hint.number.max': '{maximum, number} o meno',
  'hint.number.above': 'Più di {low, number}',
  'hint.number.below': 'Meno di {high, number}',
  'hint.number.range.aboveTo': 'Più di {low, number}, fino a {high, number}',
  'hint.number.range.fromBelow': 'Da {low, number} a meno di {high, number}',
  'hint.number.range.aboveBelow': 'Più di {low, number} e meno di {high, number}',
  'hint.number.step': 'A passi di {multipleOf, number}',
  'hint.integer': 'Un numero intero',
  'hint.items.range': 'Scegline da {minItems, number} a {maxItems, number}',
  'hint.items.min':
    '{minItems, plural, one {Scegline almeno #} many {Scegline almeno #} other {Scegline almeno #}}',
  'hint.items.max':
    '{maxItems, plural, one {Scegline fino a #} many {Scegline fino a #} other {Scegline fino a #}}',
  'hint.email': 'Un indirizzo email, ad esempio name@example.com',
  'hint.url': 'Un indirizzo web completo, ad esempio https://example.com',
  'hint.dateTime': 'La tua ora locale ({timeZone})',
  'hint.format.uuid': 'Un UUID, ad esempio 123e4567-e89b-12d3-a456-426614174000',
  'hint.format.ipv4': 'Un indirizzo IPv4, ad esempio 192.0.2.1',
  'hint.format.ipv6': 'Un indirizzo IPv6, ad esempio 2001:db8::1',
  'hint.format.ipvanyaddress': 'Un indirizzo IP, ad esempio 192.0.2.1 o 2001:db8::1',
  'hint.format.hostname': 'Un nome host, ad esempio example.com',
  'hint.format.time': 'Un orario, ad esempio 14:30, nella tua ora locale ({timeZone})',
  'hint.format.duration': 'Una durata, ad esempio PT30M (30 minuti) o P1DT2H (1 giorno e 2 ore)',
  'hint.format.uri-reference': 'Un indirizzo web o un percorso, ad esempio https://example.com o /docs/intro',
  'sensitive.field': 'Sembra un segreto. I server non devono chiederlo in un modulo.',
  'sensitive.defaultDropped':
    'Il server ha precompilato qualcosa che sembra una credenziale. Non è stato inserito al posto tuo.',
  'dialog.title.form': '{server} ti chiede delle informazioni',
  'dialog.title.url': '{server} vuole mandarti su un sito web',
  'dialog.title.confirm': '{server} ti chiede di confermare',
  'dialog.title.rejected': '{server} ha inviato una richiesta che questa app non può mostrare',
  'dialog.serverVersion': 'versione {version}',
  'dialog.close': 'Chiudi',
  'dialog.unknownServer': 'Un server senza nome',
  'dialog.serverRole': 'Server',
  'dialog.serverQuoted': 'Server «{name}»',
  'dialog.serverImitation':
    'Questo nome l’ha scelto un server connesso. Non è questa app, il suo assistente o il tuo sistema.',
  'action.review': 'Rivedi',
  'action.edit': 'Modifica',
  'action.send': 'Invia',
  'action.confirm': 'Conferma',
  'action.decline': 'Rifiuta',
  'action.cancel': 'Annulla',
  'action.open': 'Apri',
  'action.copy': 'Copia link',
  'action.copied': 'Link copiato',
  'action.continue': 'Continua',
  'action.openAgain': 'Apri di nuovo',
  'action.cancelRequest': 'Annulla richiesta',
  'action.dismiss': 'Chiudi',
  'review.heading': 'Rivedi la risposta',
  'review.intro': 'Questo è esattamente ciò che verrà inviato a {server}.',
  'review.notAnswered': 'Senza risposta: non inviato',
  'review.zone': 'inviato in {zone}',
  'review.nothing': 'Nessuna risposta: il server riceverà un modulo vuoto.',
  'review.unticked': 'No — non spuntato',
  'review.showJson': 'Mostra il JSON grezzo',
  'review.hideJson': 'Nascondi il JSON grezzo',
  'field.yes': 'Sì',
  'sensitive.banner':
    'Questo modulo sembra chiedere un segreto ({fields}). MCP vieta ai server di chiedere password, chiavi, token o dati di pagamento in un modulo. Rispondi solo se ti fidi di questo server; puoi rifiutare.',
  'sensitive.message':
    'Il messaggio del server sembra chiedere un segreto ({hint}). MCP vieta ai server di chiedere password, chiavi, token o dati di pagamento in un modulo. Rispondi solo se ti fidi di questo server; puoi rifiutare.',
  'expired.title': 'Questa richiesta è scaduta',
  'expired.body': 'Il server ha smesso di attendere una risposta. Non è stato inviato nulla.',
  'delivery.failed': 'Non è stato possibile recapitare la risposta al server.',
  'delivery.invalid':
    'L’app non ha accettato queste risposte. Non è stato inviato nulla; correggile e invia di nuovo.',
  'delivery.retry':
    'La risposta non è stata inviata: la connessione non è riuscita. Le risposte sono conservate; invia di nuovo.',
  'connection.reconnecting': 'Riconnessione…',
  'ended.another-tab': 'Risposta data in un’altra scheda.',
  'ended.expired': 'Scaduta: non è stato inviato nulla.',
  'ended.cancelled-by-server': 'Il server ha smesso di attendere: non è stato inviato nulla.',
  'ended.shutdown': 'L’app ha smesso di attendere: non è stato inviato nulla.',
  'ended.declined-all': 'Rifiutata insieme alle altre richieste di questo server.',
  'ended.cancelled-all': 'Annullata insieme alle altre richieste.',
  'ended.gone': 'Non più in attesa: non è stato inviato nulla.',
  'dismiss.question': 'Scartare le risposte?',
  'dismiss.detail': 'Se chiudi ora, il server non riceve nulla di ciò che hai inserito.',
  'dismiss.keep': 'Continua a modificare',
  'dismiss.discard': 'Scarta',
  'rejected.body': 'Nulla da parte tua verrà inviato al server.',
  'rejected.issues': 'Cosa non va nella richiesta:',
  'queue.position': '{position, number} di {total, number}',
  'queue.waiting': 'In attesa anche: {servers}',
  'queue.serverCount': '{server} ({count, number})',
  'queue.declineAll': 'Rifiuta tutte da {server}…',
  'queue.declineAllQuestion': 'Rifiutare questa richiesta e tutte le successive da {server}?',
  'queue.declineAllHint':
    'Le sue richieste vengono rifiutate senza chiedertelo, finché non annulli la scelta o ricarichi la pagina.',
  'queue.declineAllConfirm': 'Rifiuta tutte',
  'queue.declineAllKeep': 'Indietro',
  'queue.declining': 'Rifiuto delle richieste da {server}',
  'queue.undo': 'Annulla rifiuto',
  'url.intro':
    'Apri questo link solo se ti fidi. Si apre in una nuova scheda, fuori dalla portata di questa app e del server.',
  'url.fullAddress': 'Indirizzo completo',
  'url.domain': 'Sito web',
  'url.decodedHost': 'Si legge {host}',
  'url.warnings': 'Controlla prima di aprire',
  'url.warning.not-https':
    'Il link non è cifrato (http): altri sulla tua rete potrebbero leggere o modificare la pagina.',
  'url.warning.punycode':
    'L’indirizzo usa caratteri internazionali codificati; si legge {detail}. Assicurati che sia il sito che ti aspetti.',
  'url.warning.mixed-script':
    'L’indirizzo mescola alfabeti ({detail}), un trucco usato per imitare siti noti.',
  'url.warning.lookalike':
    'L’indirizzo sembra {detail}, ma non lo è: le sue lettere vengono da altri alfabeti o sono simboli somiglianti. Assicurati che sia il sito che ti aspetti.',
  'url.warning.lookalike-separator':
    'L’indirizzo contiene caratteri che imitano «/», «.» o «-» ({detail}), quindi una parte sembra un altro indirizzo. Il sito web è {domain}.',
  'url.warning.userinfo':
    'Il testo prima di «@» ({detail}) non è la destinazione di questo link. Porta a {domain}.',
  'url.warning.ip-address': 'L’indirizzo è un semplice indirizzo IP ({detail}), non un sito web con un nome.',
  'url.warning.localhost': 'L’indirizzo punta a questo computer ({detail}).',
  'url.warning.non-default-port': 'L’indirizzo usa una porta insolita ({detail}).',
  'url.warning.invisible-characters':
    'L’indirizzo contiene caratteri invisibili ({detail}) che possono camuffarlo.',
  'url.maskedValue': 'nascosto',
  'url.showValues': 'Mostra i valori nascosti',
  'url.hideValues': 'Nascondi i valori',
  'url.showWholeAddress': 'Mostra l’indirizzo intero',
  'url.showLessAddress': 'Mostra meno dell’indirizzo',
  'url.warning.carries-token':
    'Questo link contiene quello che sembra un token di accesso ({detail}): chiunque lo ottenga può agire al posto tuo; non copiarlo né condividerlo.',
  'url.warning.carries-password':
    'Questo link contiene quella che sembra una password ({detail}): chiunque la ottenga può accedere al posto tuo; non copiarlo né condividerlo.',
  'url.warning.carries-api-key':
    'Questo link contiene quella che sembra una chiave API o un segreto ({detail}): chiunque la ottenga può usarla a tuo nome; non copiarlo né condividerlo.',
  'url.warning.carries-session-id':
    'Questo link contiene quello che sembra un ID di sessione ({detail}): chiunque lo ottenga può prendere il controllo della tua sessione; non copiarlo né condividerlo.',
  'url.warning.carries-email':
    'Questo link contiene un indirizzo email ({detail}): può finire nella cronologia del browser e nei log del sito; non condividerlo.',
  'url.blocked.scheme':
    'Questo link è stato bloccato: i link «{scheme}:» possono eseguire codice o aprire file locali. Si possono aprire solo link web (https o http).',
  'url.blocked.other': 'Questo link è stato bloccato perché non è un indirizzo web valido.',
  'url.popupHint':
    'Non si è aperto nulla? Il browser potrebbe aver bloccato la nuova scheda. Aprilo di nuovo, oppure copia il link e aprilo tu.',
  'url.waiting.title': 'Completa su {site}, poi continua',
  'url.waiting.body': 'La pagina si è aperta in una nuova scheda. Quando hai finito lì, scegli Continua.',
  'url.waiting.notifyTitle': 'Completa su {site}',
  'url.waiting.notifyBody':
    'La pagina si è aperta in una nuova scheda. Questa finestra si chiude da sola quando {server} indica che hai finito lì.',
  'url.notFinished':
    'Non ancora finito: {server} indica che il passaggio su {site} non è completato. Completalo lì, poi scegli di nuovo Continua.',
  'url.completed.title': 'Fatto su {site}',
  'url.completed.body': '{server} ha confermato che il passaggio è completato.',
  'url.stopWaiting.question': 'Smettere di attendere e annullare la richiesta?',
  'url.stopWaiting.detail':
    '{server} viene informato che hai annullato. Quello che hai fatto su {site} resta lì.',
  'url.stopWaiting.keep': 'Continua ad attendere',
  'origin.tool': '{server} lo chiede mentre esegue {tool}',
  'origin.prompt': '{server} lo chiede mentre ottiene il prompt {prompt}',
  'origin.resource': '{server} lo chiede mentre legge {resource}',
  'origin.other': '{server} lo chiede mentre gestisce {method}',
  'origin.toolCall': '{server} lo chiede durante la chiamata allo strumento {toolCall}',
  'origin.session': '{server} lo chiede per questa sessione',
  'origin.outsideSession': '{server} lo chiede fuori da ogni sessione, durante la richiesta {request}',
  'origin.showArguments': 'Mostra gli argomenti',
  'origin.hideArguments': 'Nascondi gli argomenti',
  'origin.shortened': 'I valori lunghi sono accorciati, segnati con …',
  'review.fromServer': 'Suggerimento del server, invariato',
  'review.fromYou': 'Modificato da te',
  'attention.title': '({count, number}) {title}',
  'attention.form': '{server} chiede delle informazioni',
  'attention.url': '{server} ti chiede di aprire un link',
  'attention.body': 'Torna alla scheda per rispondere.',
  'record.title': 'Richiesta da {server}',
  'record.sent': 'Hai inviato:',
  'record.sentCount':
    '{count, plural, one {Hai inviato # risposta.} many {Hai inviato # risposte.} other {Hai inviato # risposte.}}',
  'record.showAnswers': 'Cosa hai inviato',
  'record.details': 'Dettagli',
  'record.origin.tool': '{server} lo ha chiesto mentre eseguiva {tool}',
  'record.origin.prompt': '{server} lo ha chiesto mentre otteneva il prompt {prompt}',
  'record.origin.resource': '{server} lo ha chiesto mentre leggeva {resource}',
  'record.origin.other': '{server} lo ha chiesto mentre gestiva {method}',
  'record.origin.toolCall': '{server} lo ha chiesto durante la chiamata allo strumento {toolCall}',
  'record.origin.session': '{server} lo ha chiesto per questa sessione',
  'record.origin.outsideSession':
    '{server} lo ha chiesto fuori da ogni sessione, durante la richiesta {request}',
  'record.confirmed': 'Hai confermato.',
  'record.declined': 'Hai rifiutato.',
  'record.dismissed': 'Annullata: non è stato inviato nulla.',
  'record.expired': 'Scaduta: non è stato inviato nulla.',
  'record.opened': 'Aperto {site}.',
  'record.failed': 'Non è stato possibile recapitare la risposta.',
  'record.hidden': 'nascosto',
  'record.unreadable': 'Questa richiesta salvata non può essere mostrata.',
  'url.continuing': 'Verifica con {server} che tu abbia finito su {site}…',
  'field.count':
    '{maxLength, plural, one {{count, number} di # carattere} many {{count, number} di # caratteri} other {{count, number} di # caratteri}}',
  'combobox.count': '{count, plural, one {# opzione} many {# opzioni} other {# opzioni}}',
  'combobox.none': 'Nessuna opzione corrisponde',
  'combobox.remove': 'Rimuovi {option}',
  'validation.fileData': 'Scegli di nuovo il file: questo non è un file che si può inviare.',
  'validation.fileType': 'Scegli un file di un tipo accettato: {accept}.',
  'validation.fileSize': 'Scegli un file di al massimo {size}.',
  'validation.fileContent': 'Il contenuto di questo file non corrisponde al suo tipo: scegli un altro file.',
  'validation.fileTransfer': 'Questo file si può inviare solo caricandolo, e questa app non lo supporta.',
  'file.drop': 'Trascina qui un file o scegline uno',
  'file.accept': 'Accettati: {accept}',
  'file.maxSize': 'Fino a {size}',
  'file.chosen': '{name} ({type}, {size})',
  'file.remove': 'Rimuovi {name}',
  'file.unavailable':
    'Questo file si può inviare solo caricandolo, e questa app non lo supporta: verrà tralasciato.',
  'persist.legend': 'Ricorda la mia risposta',
  'persist.hint': '{server} propone di ricordare questa risposta e di non chiedertela più.',
  'persist.once': 'Solo questa volta',
  'persist.session': 'Per questa sessione',
  'persist.always': 'Sempre',
  'review.persist.once': 'Solo questa volta: {server} potrebbe chiedertela di nuovo.',
  'review.persist.session':
    'Ricordata per questa sessione: {server} potrà usare questa risposta senza chiedertela di nuovo fino alla fine della sessione.',
  'review.persist.always':
    'Ricordata sempre: {server} potrà usare questa risposta senza chiedertela di nuovo.',
  // The chrome around a server's app (the ./apps entry)
  'app.loading': 'Caricamento dell’app di {server}…',
  'app.frameTitle': 'App di {server}',
  'app.unavailable': 'Non è possibile mostrare l’app di {server}. Rispondi invece qui.',
  'app.invalid':
    'L’app di {server} ha dato una risposta che non corrisponde alla richiesta. Non è stato inviato nulla. Rispondi invece qui.',
};
export default catalogue;
