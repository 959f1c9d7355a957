import type { LocaleCatalogue } from '../core/messages/keys.js';

/**
 * French (glossary: docs/locales/fr.md).
 *
 * @example
 * import fr from 'mcp-elicitation-react/locales/fr';
 * <ElicitationProvider queue={queue} locale="fr" messages={fr} />
 */
const catalogue: LocaleCatalogue = {
  'validation.required': 'Ce champ est obligatoire.',
  'validation.type': 'Cette valeur n’a pas le bon type.',
  'validation.type.number': 'Saisissez un nombre.',
  'validation.type.boolean': 'Choisissez oui ou non.',
  'validation.integer': 'Saisissez un nombre entier.',
  'validation.minLength':
    '{minLength, plural, one {Saisissez au moins # caractère.} many {Saisissez au moins # caractères.} other {Saisissez au moins # caractères.}}',
  'validation.maxLength':
    '{maxLength, plural, one {Saisissez au plus # caractère.} many {Saisissez au plus # caractères.} other {Saisissez au plus # caractères.}}',
  'validation.minimum': 'Saisissez {minimum, number} ou plus.',
  'validation.maximum': 'Saisissez {maximum, number} ou moins.',
  'validation.exclusiveMinimum': 'Saisissez un nombre supérieur à {exclusiveMinimum, number}.',
  'validation.exclusiveMaximum': 'Saisissez un nombre inférieur à {exclusiveMaximum, number}.',
  'validation.multipleOf': 'Saisissez un multiple de {multipleOf, number}.',
  'validation.const': 'Cochez cette case pour continuer.',
  'validation.const.false': 'Décochez cette case pour continuer.',
  'validation.format.email': 'Saisissez une adresse e-mail, par exemple name@example.com.',
  'validation.format.uri': 'Saisissez une adresse web complète, par exemple https://example.com.',
  'validation.format.date': 'Saisissez une date valide.',
  'validation.format.date-time': 'Saisissez une date et une heure valides.',
  'validation.format.uuid': 'Saisissez un UUID, par exemple 123e4567-e89b-12d3-a456-426614174000.',
  'validation.format.ipv4': 'Saisissez une adresse IPv4, par exemple 192.0.2.1.',
  'validation.format.ipv6': 'Saisissez une adresse IPv6, par exemple 2001:db8::1.',
  'validation.format.ipvanyaddress': 'Saisissez une adresse IP, par exemple 192.0.2.1 ou 2001:db8::1.',
  'validation.format.hostname': 'Saisissez un nom d’hôte, par exemple example.com.',
  'validation.format.time': 'Saisissez une heure, par exemple 14:30.',
  'validation.format.duration':
    'Saisissez une durée, par exemple PT30M (30 minutes) ou P1DT2H (1 jour 2 heures).',
  'validation.format.uri-reference':
    'Saisissez une adresse web ou un chemin, par exemple https://example.com ou /docs/intro.',
  'validation.enum': 'Choisissez l’une des options.',
  'validation.minItems':
    '{minItems, plural, one {Choisissez au moins # option.} many {Choisissez au moins # options.} other {Choisissez au moins # options.}}',
  'validation.maxItems':
    '{maxItems, plural, one {Choisissez au plus # option.} many {Choisissez au plus # options.} other {Choisissez au plus # options.}}',
  'validation.uniqueItems': 'Ne choisissez chaque option qu’une seule fois.',
  'validation.pattern': 'Ceci ne correspond pas au format attendu par le serveur.',
  'validation.patternLength':
    '{maxLength, plural, one {Trop long pour être vérifié selon le format attendu par le serveur : saisissez au plus # caractère.} many {Trop long pour être vérifié selon le format attendu par le serveur : saisissez au plus # caractères.} other {Trop long pour être vérifié selon le format attendu par le serveur : saisissez au plus # caractères.}}',
  'validation.unknown-field': 'Le serveur n’a pas demandé ce champ.',
  'action.clear': 'Effacer la réponse',
  'action.submit': 'Envoyer',
  'field.required': 'obligatoire',
  'field.noAnswer': 'Aucune réponse',
  'field.choose': 'Choisir…',
  'field.unanswered': 'Pas encore de réponse',
  'hint.mustTick': 'À cocher pour envoyer',
  'form.errorSummary':
    '{count, plural, one {Il reste # problème à corriger avant l’envoi.} many {Il reste # problèmes à corriger avant l’envoi.} other {Il reste # problèmes à corriger avant l’envoi.}}',
  'hint.length.range':
    '{maxLength, plural, one {{minLength, number} à # caractère} many {{minLength, number} à # caractères} other {{minLength, number} à # caractères}}',
  'hint.length.min':
    '{minLength, plural, one {Au moins # caractère} many {Au moins # caractères} other {Au moins # caractères}}',
  'hint.length.max':
    '{maxLength, plural, one {Jusqu’à # caractère} many {Jusqu’à # caractères} other {Jusqu’à # caractères}}',
  'hint.number.range': 'De {minimum, number} à {maximum, number}',
  'hint.number.min': '{minimum, number} ou plus',
  'hint.number.max': '{maximum, number} ou moins',
  'hint.number.above': 'Plus de {low, number}',
  'hint.number.below': 'Moins de {high, number}',
  'hint.number.range.aboveTo': 'Plus de {low, number}, jusqu’à {high, number}',
  'hint.number.range.fromBelow': 'De {low, number} à moins de {high, number}',
  'hint.number.range.aboveBelow': 'Plus de {low, number} et moins de {high, number}',
  'hint.number.step': 'Par pas de {multipleOf, number}',
  'hint.integer': 'Un nombre entier',
  'hint.items.range': 'Choisissez-en de {minItems, number} à {maxItems, number}',
  'hint.items.min':
    '{minItems, plural, one {Choisissez-en au moins #} many {Choisissez-en au moins #} other {Choisissez-en au moins #}}',
  'hint.items.max':
    '{maxItems, plural, one {Choisissez-en jusqu’à #} many {Choisissez-en jusqu’à #} other {Choisissez-en jusqu’à #}}',
  'hint.email': 'Une adresse e-mail, par exemple name@example.com',
  'hint.url': 'Une adresse web complète, par exemple https://example.com',
  'hint.dateTime': 'Votre heure locale ({timeZone})',
  'hint.format.uuid': 'Un UUID, par exemple 123e4567-e89b-12d3-a456-426614174000',
  'hint.format.ipv4': 'Une adresse IPv4, par exemple 192.0.2.1',
  'hint.format.ipv6': 'Une adresse IPv6, par exemple 2001:db8::1',
  'hint.format.ipvanyaddress': 'Une adresse IP, par exemple 192.0.2.1 ou 2001:db8::1',
  'hint.format.hostname': 'Un nom d’hôte, par exemple example.com',
  'hint.format.time': 'Une heure, par exemple 14:30, dans votre heure locale ({timeZone})',
  'hint.format.duration': 'Une durée, par exemple PT30M (30 minutes) ou P1DT2H (1 jour 2 heures)',
  'hint.format.uri-reference': 'Une adresse web ou un chemin, par exemple https://example.com ou /docs/intro',
  'sensitive.field': 'Ressemble à un secret. Les serveurs ne doivent pas demander cela dans un formulaire.',
  'sensitive.defaultDropped':
    'Le serveur a prérempli quelque chose qui ressemble à un identifiant de connexion. Cela n’a pas été rempli à votre place.',
  'dialog.title.form': '{server} vous demande des informations',
  'dialog.title.url': '{server} veut vous envoyer vers un site web',
  'dialog.title.confirm': '{server} vous demande de confirmer',
  'dialog.title.rejected': '{server} a envoyé une demande que cette application ne peut pas afficher',
  'dialog.serverVersion': 'version {version}',
  'dialog.close': 'Fermer',
  'dialog.unknownServer': 'Un serveur sans nom',
  'dialog.serverRole': 'Serveur',
  'dialog.serverQuoted': 'Serveur « {name} »',
  'dialog.serverImitation':
    'Un serveur connecté a choisi ce nom. Ce n’est ni cette application, ni son assistant, ni votre système.',
  'action.review': 'Vérifier',
  'action.edit': 'Modifier',
  'action.send': 'Envoyer',
  'action.confirm': 'Confirmer',
  'action.decline': 'Refuser',
  'action.cancel': 'Annuler',
  'action.open': 'Ouvrir',
  'action.copy': 'Copier le lien',
  'action.copied': 'Lien copié',
  'action.continue': 'Continuer',
  'action.openAgain': 'Ouvrir à nouveau',
  'action.cancelRequest': 'Annuler la demande',
  'action.dismiss': 'Masquer',
  'review.heading': 'Vérifiez votre réponse',
  'review.intro': 'Voici exactement ce qui sera envoyé à {server}.',
  'review.notAnswered': 'Sans réponse : non envoyé',
  'review.zone': 'envoyé en {zone}',
  'review.nothing': 'Aucune réponse : le serveur recevra un formulaire vide.',
  'review.unticked': 'Non — case non cochée',
  'review.showJson': 'Afficher le JSON brut',
  'review.hideJson': 'Masquer le JSON brut',
  'field.yes': 'Oui',
  'sensitive.banner':
    'Ce formulaire semble demander un secret ({fields}). MCP interdit aux serveurs de demander des mots de passe, des clés, des jetons ou des données de paiement dans un formulaire. Ne répondez que si vous faites confiance à ce serveur ; vous pouvez refuser.',
  'sensitive.message':
    'Le message du serveur semble demander un secret ({hint}). MCP interdit aux serveurs de demander des mots de passe, des clés, des jetons ou des données de paiement dans un formulaire. Ne répondez que si vous faites confiance à ce serveur ; vous pouvez refuser.',
  'expired.title': 'Cette demande a expiré',
  'expired.body': 'Le serveur n’attend plus de réponse. Rien n’a été envoyé.',
  'delivery.failed': 'Votre réponse n’a pas pu être transmise au serveur.',
  'delivery.invalid':
    'L’application n’a pas accepté ces réponses. Rien n’a été envoyé ; corrigez-les et envoyez à nouveau.',
  'delivery.retry':
    'Votre réponse n’a pas été envoyée : la connexion a échoué. Vos réponses sont conservées ; envoyez à nouveau.',
  'connection.reconnecting': 'Reconnexion…',
  'ended.another-tab': 'Répondu dans un autre onglet.',
  'ended.expired': 'Expirée — rien n’a été envoyé.',
  'ended.cancelled-by-server': 'Le serveur n’attend plus — rien n’a été envoyé.',
  'ended.shutdown': 'L’application n’attend plus — rien n’a été envoyé.',
  'ended.declined-all': 'Refusée avec les autres demandes de ce serveur.',
  'ended.cancelled-all': 'Annulée avec les autres demandes.',
  'ended.gone': 'Plus en attente — rien n’a été envoyé.',
  'deadline.left': 'Temps restant pour répondre : {time}',
  'deadline.lastMinute': 'Il reste moins d’une minute pour répondre.',
  'dismiss.question': 'Abandonner vos réponses ?',
  'dismiss.detail': 'Si vous fermez maintenant, le serveur ne reçoit rien de ce que vous avez saisi.',
  'dismiss.keep': 'Continuer à modifier',
  'dismiss.discard': 'Abandonner',
  'rejected.body': 'Rien de votre part ne sera envoyé au serveur.',
  'rejected.issues': 'Ce qui ne va pas dans la demande :',
  'queue.position': '{position, number} sur {total, number}',
  'queue.waiting': 'Aussi en attente : {servers}',
  'queue.serverCount': '{server} ({count, number})',
  'queue.declineAll': 'Refuser toutes les demandes de {server}…',
  'queue.declineAllQuestion': 'Refuser cette demande et toutes les suivantes de {server} ?',
  'queue.declineAllHint':
    'Ses demandes sont refusées sans vous consulter, jusqu’à ce que vous annuliez ce choix ou rechargiez la page.',
  'queue.declineAllConfirm': 'Tout refuser',
  'queue.declineAllKeep': 'Retour',
  'queue.declining': 'Refus des demandes de {server}',
  'queue.undo': 'Annuler le refus',
  'url.intro':
    'N’ouvrez ce lien que si vous lui faites confiance. Il s’ouvre dans un nouvel onglet, hors de portée de cette application et du serveur.',
  'url.fullAddress': 'Adresse complète',
  'url.domain': 'Site web',
  'url.decodedHost': 'Se lit {host}',
  'url.warnings': 'À vérifier avant d’ouvrir',
  'url.warning.not-https':
    'Le lien n’est pas chiffré (http) : d’autres personnes sur votre réseau pourraient lire ou modifier la page.',
  'url.warning.punycode':
    'L’adresse utilise des caractères internationaux encodés ; elle se lit {detail}. Assurez-vous que c’est bien le site attendu.',
  'url.warning.mixed-script':
    'L’adresse mélange des alphabets ({detail}), une ruse pour imiter des sites connus.',
  'url.warning.lookalike':
    'L’adresse ressemble à {detail}, mais ce n’est pas elle : ses lettres viennent d’autres alphabets ou sont des symboles sosies. Assurez-vous que c’est bien le site attendu.',
  'url.warning.lookalike-separator':
    'L’adresse contient des caractères qui imitent « / », « . » ou « - » ({detail}) : une partie se lit comme une autre adresse. Le site web est {domain}.',
  'url.warning.userinfo':
    'Le texte avant « @ » ({detail}) n’est pas la destination de ce lien. Il mène à {domain}.',
  'url.warning.ip-address': 'L’adresse est une simple adresse IP ({detail}), pas un site web nommé.',
  'url.warning.localhost': 'L’adresse désigne cet ordinateur ({detail}).',
  'url.warning.non-default-port': 'L’adresse utilise un port inhabituel ({detail}).',
  'url.warning.invisible-characters':
    'L’adresse contient des caractères invisibles ({detail}) qui peuvent la déguiser.',
  'url.maskedValue': 'masqué',
  'url.showValues': 'Afficher les valeurs masquées',
  'url.hideValues': 'Masquer les valeurs',
  'url.showWholeAddress': 'Afficher l’adresse entière',
  'url.showLessAddress': 'Afficher moins de l’adresse',
  'url.warning.carries-token':
    'Ce lien contient ce qui ressemble à un jeton de connexion ({detail}) : quiconque l’obtient peut agir en votre nom ; ne le copiez pas et ne le partagez pas.',
  'url.warning.carries-password':
    'Ce lien contient ce qui ressemble à un mot de passe ({detail}) : quiconque l’obtient peut se connecter à votre place ; ne le copiez pas et ne le partagez pas.',
  'url.warning.carries-api-key':
    'Ce lien contient ce qui ressemble à une clé d’API ou à un secret ({detail}) : quiconque l’obtient peut l’utiliser en votre nom ; ne le copiez pas et ne le partagez pas.',
  'url.warning.carries-session-id':
    'Ce lien contient ce qui ressemble à un identifiant de session ({detail}) : quiconque l’obtient peut prendre le contrôle de votre session ; ne le copiez pas et ne le partagez pas.',
  'url.warning.carries-email':
    'Ce lien contient une adresse e-mail ({detail}) : elle peut se retrouver dans l’historique du navigateur et les journaux du site ; ne le partagez pas.',
  'url.blocked.scheme':
    'Ce lien a été bloqué : les liens « {scheme}: » peuvent exécuter du code ou ouvrir des fichiers locaux. Seuls les liens web (https ou http) peuvent être ouverts.',
  'url.blocked.other': 'Ce lien a été bloqué, car ce n’est pas une adresse web valide.',
  'url.blocked.unchecked': 'Ce lien a été bloqué : son adresse n’a pas pu être vérifiée.',
  'url.checking': 'Vérification de l’adresse…',
  'url.popupHint':
    'Rien ne s’est ouvert ? Votre navigateur a peut-être bloqué le nouvel onglet. Ouvrez-le à nouveau, ou copiez le lien et ouvrez-le vous-même.',
  'url.waiting.title': 'Terminez sur {site}, puis continuez',
  'url.waiting.body':
    'La page s’est ouverte dans un nouvel onglet. Quand vous y avez terminé, choisissez Continuer.',
  'url.waiting.notifyTitle': 'Terminez sur {site}',
  'url.waiting.notifyBody':
    'La page s’est ouverte dans un nouvel onglet. Ceci se ferme tout seul quand {server} indique que vous y avez terminé.',
  'url.notFinished':
    'Pas encore terminé : {server} indique que l’étape sur {site} n’est pas faite. Terminez-la là-bas, puis choisissez à nouveau Continuer.',
  'url.completed.title': 'Terminé sur {site}',
  'url.completed.body': '{server} a confirmé que l’étape est terminée.',
  'url.stopWaiting.question': 'Arrêter d’attendre et annuler la demande ?',
  'url.stopWaiting.detail':
    '{server} est informé que vous avez annulé. Ce que vous avez fait sur {site} y reste.',
  'url.stopWaiting.keep': 'Continuer d’attendre',
  'origin.tool': '{server} demande pendant l’exécution de {tool}',
  'origin.prompt': '{server} demande pendant l’obtention du prompt {prompt}',
  'origin.resource': '{server} demande pendant la lecture de {resource}',
  'origin.other': '{server} demande pendant le traitement de {method}',
  'origin.toolCall': '{server} demande pendant l’appel d’outil {toolCall}',
  'origin.session': '{server} demande pour cette session',
  'origin.outsideSession': '{server} demande en dehors de toute session',
  'origin.showArguments': 'Afficher les arguments',
  'origin.hideArguments': 'Masquer les arguments',
  'origin.shortened': 'Les valeurs longues sont raccourcies, marquées …',
  'review.fromServer': 'Suggestion du serveur, inchangée',
  'review.fromYou': 'Modifié par vous',
  'attention.title': '({count, number}) {title}',
  'attention.form': '{server} demande des informations',
  'attention.url': '{server} vous demande d’ouvrir un lien',
  'attention.body': 'Revenez à l’onglet pour répondre.',
  'record.title': 'Demande de {server}',
  'record.sent': 'Vous avez envoyé :',
  'record.sentCount':
    '{count, plural, one {Vous avez envoyé # réponse.} many {Vous avez envoyé # réponses.} other {Vous avez envoyé # réponses.}}',
  'record.showAnswers': 'Ce que vous avez envoyé',
  'record.details': 'Détails',
  'record.origin.tool': '{server} a demandé pendant l’exécution de {tool}',
  'record.origin.prompt': '{server} a demandé pendant l’obtention du prompt {prompt}',
  'record.origin.resource': '{server} a demandé pendant la lecture de {resource}',
  'record.origin.other': '{server} a demandé pendant le traitement de {method}',
  'record.origin.toolCall': '{server} a demandé pendant l’appel d’outil {toolCall}',
  'record.origin.session': '{server} a demandé pour cette session',
  'record.origin.outsideSession': '{server} a demandé en dehors de toute session',
  'record.confirmed': 'Vous avez confirmé.',
  'record.declined': 'Vous avez refusé.',
  'record.dismissed': 'Annulée — rien n’a été envoyé.',
  'record.expired': 'Expirée — rien n’a été envoyé.',
  'record.opened': '{site} ouvert.',
  'record.failed': 'Votre réponse n’a pas pu être transmise.',
  'record.policy.sent': 'Envoyée par la politique « {rule} ».',
  'record.policy.confirmed': 'Confirmée par la politique « {rule} ».',
  'record.policy.declined': 'Refusée par la politique « {rule} ».',
  'record.policy.dismissed': 'Annulée par la politique « {rule} » — rien n’a été envoyé.',
  'record.policy.failed': 'La réponse de la politique « {rule} » n’a pas pu être transmise.',
  'record.hidden': 'masqué',
  'record.unreadable': 'Cette demande enregistrée ne peut pas être affichée.',
  'url.continuing': 'Vérification auprès de {server} que vous avez terminé sur {site}…',
  'field.count':
    '{maxLength, plural, one {{count, number} sur # caractère} many {{count, number} sur # caractères} other {{count, number} sur # caractères}}',
  'combobox.count': '{count, plural, one {# option} many {# options} other {# options}}',
  'combobox.none': 'Aucune option ne convient',
  'combobox.remove': 'Retirer {option}',
  'validation.fileData': 'Choisissez à nouveau le fichier : ce n’est pas un fichier qui peut être envoyé.',
  'validation.fileType': 'Choisissez un fichier d’un type accepté : {accept}.',
  'validation.fileSize': 'Choisissez un fichier de {size} au maximum.',
  'validation.fileContent':
    'Le contenu de ce fichier ne correspond pas à son type : choisissez un autre fichier.',
  'validation.fileTransfer':
    'Ce fichier ne peut être envoyé que par téléversement, ce que cette application ne permet pas.',
  'file.drop': 'Déposez un fichier ici, ou choisissez-en un',
  'file.accept': 'Acceptés : {accept}',
  'file.maxSize': 'Jusqu’à {size}',
  'file.chosen': '{name} ({type}, {size})',
  'file.remove': 'Retirer {name}',
  'file.unavailable':
    'Ce fichier ne peut être envoyé que par téléversement, ce que cette application ne permet pas : il sera omis.',
  'persist.legend': 'Mémoriser ma réponse',
  'persist.hint': '{server} propose de mémoriser cette réponse pour ne plus vous la demander.',
  'persist.once': 'Cette fois seulement',
  'persist.session': 'Pour cette session',
  'persist.always': 'Toujours',
  'review.persist.once': 'Cette fois seulement : {server} pourra vous la redemander.',
  'review.persist.session':
    'Mémorisée pour cette session : {server} pourra utiliser cette réponse sans vous la redemander jusqu’à la fin de la session.',
  'review.persist.always':
    'Mémorisée pour toujours : {server} pourra utiliser cette réponse sans vous la redemander.',
  // The chrome around a server's app (the ./apps entry)
  'denial.title': 'Approbation requise',
  'denial.intro': '{server} n’exécutera pas cette demande tant qu’elle n’est pas approuvée.',
  'denial.hint.url': 'Pour l’approuver, ouvrez la page ci-dessous, puis choisissez Continuer.',
  'denial.hint.task':
    'Quelqu’un d’autre décide, par exemple une personne chargée de la vérification ou une règle ; la demande attend cette décision.',
  'denial.hint.credential': 'Il faut vous reconnecter avec davantage d’accès, pour :',
  'denial.reference': 'Numéro de suivi : {id}',
  'denial.unassured':
    'Cette application ne peut pas confirmer que cette demande vient de {server} lui-même : la page ne peut donc pas être ouverte d’ici.',
  'app.loading': 'Chargement de l’application de {server}…',
  'app.frameTitle': 'Application de {server}',
  'app.unavailable': 'L’application de {server} ne peut pas être affichée. Répondez plutôt ici.',
  'app.invalid':
    'L’application de {server} a donné une réponse qui ne correspond pas à la demande. Rien n’a été envoyé. Répondez plutôt ici.',
};
export default catalogue;
