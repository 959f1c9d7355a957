/**
 * The words for secrets that the secret guard looks for, by language. Latin-script rules run on folded text:
 * lower-case ASCII words separated by single spaces, after NFKC, lookalike folding and with accents removed
 * ("Contraseña" → `contrasena`, "Schlüssel" → `schlussel`). Other scripts run on the NFKC, lower-cased text and
 * report the term as written.
 *
 * @module
 */

export interface SecretRule {
  /** Canonical term shown to the user, e.g. `'password'` or `'API key'`. */
  readonly hint: string;
  readonly pattern: RegExp;
}

// Rules run in order and the first match wins, so specific phrases come before the generic words they
// contain ("one-time password" before "password", "secret key" before "secret").
export const ENGLISH_RULES: readonly SecretRule[] = [
  { hint: 'one-time code', pattern: /\bone time (?:code|pin|pass ?code|password|token)s?\b/ },
  {
    hint: '2FA code',
    pattern: /\b(?:2 fa|mfa|two factor|2 step|two step)(?: authentication| auth| verification)? codes?\b/,
  },
  { hint: 'SMS code', pattern: /\b(?:sms|text message) (?:codes?|pins?|otps?|tan)\b/ },
  { hint: 'seed phrase', pattern: /\b(?:seed ?phrase|seed words|recovery ?phrase|mnemonic)s?\b/ },
  { hint: 'SSH key', pattern: /\bssh (?:private )?keys?\b/ },
  { hint: 'API key', pattern: /\b(?:api ?keys?|apikeys?)\b/ },
  { hint: 'secret key', pattern: /\bsecret ?keys?\b/ },
  { hint: 'private key', pattern: /\bprivate ?keys?\b/ },
  { hint: 'access key', pattern: /\baccess ?keys?\b/ },
  { hint: 'signing key', pattern: /\bsigning ?keys?\b/ },
  { hint: 'encryption key', pattern: /\b(?:en|de)cryption ?keys?\b/ },
  { hint: 'recovery key', pattern: /\brecovery ?keys?\b/ },
  { hint: 'session cookie', pattern: /\b(?:session|auth|authentication|login) cookies?\b|\bcookie value\b/ },
  { hint: 'passphrase', pattern: /\bpass ?phrases?\b/ },
  { hint: 'passcode', pattern: /\bpass ?codes?\b/ },
  { hint: 'password', pattern: /\b(?:pass ?words?|passwd|pwd|pswd)\b/ },
  // Singular only: "pins" are map or board pins, and `pinned`, `spinner`, `pinyin` are other words.
  { hint: 'PIN', pattern: /\bpin\b/ },
  { hint: 'authorization header', pattern: /\b(?:proxy )?(?:authori[sz]ation|auth) headers?\b/ },
  {
    hint: 'token',
    pattern:
      /(?<!\b(?:ring|flag|standard|torch|pall|cup|sword|shield|office|coffin) )\bbearer\b(?! (?:bonds?|shares?|cheques?|checks?|instruments?|securities)\b)/,
  },
  // `secrets` too, but not `secretary`.
  { hint: 'secret', pattern: /\bsecrets?\b/ },
  // Singular only: `tokens`, `max_tokens`, `num_tokens` are LLM budgets. Also skip the singular when it is
  // clearly a count or a crypto asset (`token_count`, `max_token`, `token_address`, `ERC20 token`).
  {
    hint: 'token',
    pattern:
      /(?<!\b(?:max|min|num|total|input|output|prompt|completion|nft|erc \d+) )\btoken\b(?! (?:count|counts|limit|limits|budget|usage|length|len|size|cost|costs|estimate|window|id|ids|address|symbol|amount|name|type|decimals|price|balance|supply|contract|standard)\b)/,
  },
  { hint: 'JWT', pattern: /\bjwts?\b/ },
  { hint: 'credentials', pattern: /\b(?:credentials?|creds)\b/ },
  {
    hint: 'card number',
    pattern:
      /\b(?:(?:credit |debit )?card ?(?:number|no|num|nr)|cc ?(?:number|num|no)|primary account number|card pan)\b/,
  },
  { hint: 'credit card', pattern: /\b(?:credit|debit) ?cards?\b/ },
  { hint: 'CVV', pattern: /\b(?:cvv|cvc|ccv|card verification (?:value|code|number))\b/ },
  { hint: 'security code', pattern: /\bsecurity codes?\b/ },
  { hint: 'SSN', pattern: /\b(?:ssns?|social security (?:number|no|num))\b/ },
  { hint: 'IBAN', pattern: /\biban\b/ },
  { hint: 'bank account number', pattern: /\bbank account (?:number|no|num)\b/ },
  { hint: 'OTP', pattern: /\b[th]?otp\b/ },
  // Each one signs in in place of the second factor: as good as the password.
  { hint: 'recovery code', pattern: /\b(?:backup|recovery|rescue|emergency|scratch) codes?\b/ },
  {
    hint: 'verification code',
    pattern: /\b(?:verification|auth|authentication|authorization|access) codes?\b/,
  },
  // The answers that reset an account ("Mother's maiden name" → `mother s maiden name`). A maiden name or a pet's
  // name asked as itself is personal data, which the spec lets a form ask for: only the security-question forms.
  {
    hint: 'security answer',
    pattern:
      /\b(?:security|secret|challenge|memorable) (?:answers?|questions?)\b|\bmemorable (?:word|phrase|information|info)\b|\bmother ?s? maiden name\b|\b(?:first|childhood) pet(?: ?s)? name\b|\bname of (?:your |my |the )?first pet\b/,
  },
];

// Only in property names: `db_pass`, `userPass`, `pw`. In prose "pass" is usually the verb or a boarding pass.
export const NAME_RULES: readonly SecretRule[] = [
  { hint: 'password', pattern: /(?:^| )pass$|\bpw\b/ },
  // Compounds: `newpass`, `old_pass_2`, `confirmPw`; `bypass`, `compass` or `season_pass` are other words.
  {
    hint: 'password',
    pattern:
      /\b(?:new|old|cur|current|confirm|repeat|retype|verify|user|db|admin|root|login|account|master|wifi|mail|smtp|ftp|sql|ldap|vpn|proxy|sudo|my) ?(?:pass|pw|pwd)\b/,
  },
];

/**
 * Secret words hidden inside one joined identifier (`userpassword`, `myapikey`, `accesstoken`): long, distinctive
 * stems only, so `bypass`, `keynote` or `tokenizer` stay words of their own.
 */
export const JOINED_STEMS: readonly SecretRule[] = [
  { hint: 'password', pattern: /password(?!less)|passwd/ },
  { hint: 'passphrase', pattern: /passphrase/ },
  { hint: 'passcode', pattern: /passcode/ },
  { hint: 'API key', pattern: /apikey/ },
  { hint: 'secret key', pattern: /secretkey/ },
  { hint: 'private key', pattern: /privatekey/ },
  { hint: 'access key', pattern: /accesskey/ },
  { hint: 'secret', pattern: /clientsecret/ },
  { hint: 'token', pattern: /(?:access|auth|bearer|refresh|session|id)token/ },
  { hint: 'session cookie', pattern: /sessioncookie/ },
  { hint: 'credit card', pattern: /creditcard/ },
  { hint: 'card number', pattern: /cardnumber/ },
  { hint: 'security code', pattern: /securitycode/ },
  { hint: 'seed phrase', pattern: /seedphrase/ },
  { hint: 'PIN', pattern: /pincode/ },
  { hint: 'credentials', pattern: /credential/ },
  { hint: 'recovery code', pattern: /(?:backup|recovery)codes?/ },
  { hint: 'security answer', pattern: /security(?:answer|question)|maidenname|firstpet|memorableword/ },
  { hint: 'authorization header', pattern: /auth(?:orization)?header/ },
];

/** German, French, Spanish and Portuguese, on folded text (German compounds are single words). */
export const LATIN_LANGUAGE_RULES: readonly SecretRule[] = [
  // German
  { hint: 'one-time code', pattern: /einmal(?:code|kennwort|passwort)/ },
  { hint: 'password', pattern: /passwort|passworter|kennwort/ },
  { hint: 'PIN', pattern: /geheimzahl|\bpin nummer\b/ },
  { hint: 'API key', pattern: /\bapi ?schlussel/ },
  { hint: 'SSH key', pattern: /\bssh ?schlussel/ },
  { hint: 'private key', pattern: /\b(?:privater|geheimer) schlussel|privatschlussel|geheimschlussel/ },
  { hint: 'secret', pattern: /\bgeheimnis/ },
  { hint: 'card number', pattern: /kartennummer/ },
  { hint: 'credit card', pattern: /kreditkarte/ },
  { hint: 'CVV', pattern: /kartenprufnummer|prufziffer/ },
  { hint: 'security code', pattern: /sicherheitscode/ },
  { hint: 'verification code', pattern: /bestatigungscode|verifizierungscode|authentifizierungscode/ },
  { hint: 'SMS code', pattern: /\bsms ?code|\bsms ?tan\b/ },
  { hint: 'session cookie', pattern: /sitzungscookie/ },
  { hint: 'credentials', pattern: /zugangsdaten|anmeldedaten/ },
  { hint: 'security answer', pattern: /sicherheitsfrage|sicherheitsantwort/ },
  { hint: 'recovery code', pattern: /wiederherstellungscode|notfallcode/ },
  // French
  { hint: 'one-time code', pattern: /\b(?:code|mot de passe) a usage unique\b/ },
  { hint: 'password', pattern: /\bmots? de passe\b|\bmdp\b/ },
  { hint: 'PIN', pattern: /\bcode (?:pin|confidentiel)\b/ },
  { hint: 'secret', pattern: /\bcode secret\b/ },
  { hint: 'API key', pattern: /\bcle (?:d )?api\b/ },
  { hint: 'SSH key', pattern: /\bcle ssh\b/ },
  { hint: 'private key', pattern: /\bcle (?:privee|secrete)\b/ },
  { hint: 'token', pattern: /\bjetons? d (?:acces|authentification)\b|\bjeton\b/ },
  { hint: 'card number', pattern: /\bnumero de (?:la |votre )?carte\b/ },
  { hint: 'credit card', pattern: /\bcarte (?:bancaire|de credit)\b/ },
  { hint: 'CVV', pattern: /\bcryptogramme\b/ },
  { hint: 'security code', pattern: /\bcode de securite\b/ },
  { hint: 'verification code', pattern: /\bcode de (?:verification|confirmation|validation)\b/ },
  { hint: 'SMS code', pattern: /\bcode (?:recu )?(?:par )?sms\b/ },
  { hint: 'session cookie', pattern: /\bcookie de session\b/ },
  { hint: 'credentials', pattern: /\bidentifiants de connexion\b/ },
  // Spanish and Portuguese
  { hint: 'one-time code', pattern: /\bcodigo de (?:un solo uso|uso unico)\b/ },
  { hint: 'API key', pattern: /\b(?:clave|chave) (?:de )?api\b/ },
  { hint: 'SSH key', pattern: /\b(?:clave|chave) ssh\b/ },
  { hint: 'private key', pattern: /\b(?:clave|chave) (?:privada|secreta)\b/ },
  { hint: 'password', pattern: /\bcontrasenas?\b|\bsenhas?\b|\bpalavras? passe\b/ },
  // Spanish "clave" alone is a password; "palabra clave" is a keyword and "clave primaria" a database key.
  { hint: 'password', pattern: /(?<!\bpalabras? )\bclave\b(?! (?:primaria|foranea|valor)\b)/ },
  { hint: 'secret', pattern: /\bsecreto\b|\bsegredo\b/ },
  { hint: 'card number', pattern: /\bnumero (?:de la |de |do )?(?:tarjeta|cartao)\b/ },
  { hint: 'credit card', pattern: /\b(?:tarjeta|cartao) de (?:credito|debito)\b/ },
  { hint: 'security code', pattern: /\bcodigo de (?:seguridad|seguranca)\b/ },
  {
    hint: 'verification code',
    pattern: /\bcodigo de (?:verificacion|verificacao|confirmacion|confirmacao)\b/,
  },
  { hint: 'SMS code', pattern: /\bcodigo (?:por |de |via )?sms\b/ },
  { hint: 'session cookie', pattern: /\bcookie de (?:sesion|sessao)\b/ },
  { hint: 'credentials', pattern: /\bcredenciales\b|\bcredenciais\b/ },
];

/** A word boundary for scripts that `\b` (ASCII only) cannot see. */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * Chinese, Japanese, Korean and Russian, on the NFKC, lower-cased text. Chinese, Japanese and Korean have no
 * word boundaries; each alternative also accepts traditional characters, and longer terms come first
 * (支付密码 before 密码).
 */
export const SCRIPT_RULES: readonly RegExp[] = [
  // Chinese
  /支付密[码碼]|密[码碼](?![学學])|口令|[密秘][钥鑰]|私[钥鑰]|令牌|助[记記][词詞]|信用卡|[银銀]行卡[号號]|卡[号號]|安全[码碼]|[验驗][证證][码碼]|身[份分][证證][号號]|[会會]话\s?cookie|安全[问問][题題]|密保|[恢][复復][码碼]|[备備]用[码碼]|母[亲親]的?娘家姓/u,
  // Japanese: LLM token counts (トークン数) are not bearer tokens.
  /パスワード|暗証番号|秘密鍵|シークレット|トークン(?!数|の数|上限)|api\s?キー|ssh\s?(?:鍵|キー)|クレジットカード|カード番号|セキュリティコード|確認コード|認証コード|ワンタイム(?:パスワード|コード)|sms\s?コード|セッション\s?(?:クッキー|cookie)|秘密の質問|(?:リカバリー|バックアップ)\s?コード/u,
  // Korean: 암호화 is encryption, 암호학 cryptography.
  /비밀번호|암호(?![화학])|핀\s?번호|pin\s?번호|비밀\s?키|개인\s?키|api\s?키|ssh\s?키|토큰(?!\s?수)|신용\s?카드|카드\s?번호|보안\s?코드|인증\s?(?:코드|번호)|확인\s?코드|일회용\s?(?:비밀번호|코드)|sms\s?(?:코드|인증)|세션\s?쿠키|보안\s?질문|(?:복구|백업)\s?코드/u,
  // Russian, any case ending.
  new RegExp(
    `${START}(?:` +
      [
        'одноразов\\p{L}* (?:код|парол)\\p{L}*',
        'парол\\p{L}*',
        `пин${END}`,
        'пин[- ]?код\\p{L}*',
        '(?:закрыт|приватн|секретн)\\p{L}* ключ\\p{L}*',
        '(?:api|ssh)[- ]?ключ\\p{L}*',
        'ключ\\p{L}* (?:api|ssh)',
        `секрет(?:а|у|ом|ы)?${END}`,
        'токен\\p{L}*',
        'номер\\p{L}* (?:банковской |кредитной )?карт\\p{L}*',
        '(?:банковск|кредитн)\\p{L}* карт\\p{L}*',
        'код\\p{L}* (?:безопасности|подтверждения|из смс)',
        'смс[- ]?код\\p{L}*',
        'cookie сессии',
        'сессионн\\p{L}* (?:cookie|куки)',
        'уч[её]тн\\p{L}* данн\\p{L}*',
      ].join('|') +
      ')',
    'u',
  ),
];
