import type { Locale } from '../../../contract/locales';

/**
 * The help centre's questions and answers (/faq), in every interface language. Long texts live here rather than in
 * the message catalogues (like the policy texts); the page chrome and the topic names are Lingui strings. Each
 * entry's `id` is its deep link: /faq#<id> opens its answer. The rules quoted come from the product: spec §9
 * (limits, minimum payouts), server/README.md (one-time codes, locks, verification, payouts) and contract/fairness.
 */
export const FAQ_TOPICS = ['account', 'payments', 'verification', 'fairness', 'bonuses', 'responsible'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqEntry {
  id: string;
  topic: FaqTopic;
  question: Record<Locale, string>;
  answer: Record<Locale, string[]>;
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'register',
    topic: 'account',
    question: {
      ru: 'Как зарегистрироваться?',
      en: 'How do I sign up?',
      kz: 'Қалай тіркелуге болады?',
    },
    answer: {
      ru: [
        'Нажмите «Регистрация» и выберите способ: e-mail, телефон или соцсеть. Выберите валюту счёта (RUB, USD, KZT, INR или EUR), подтвердите, что вам исполнилось 18 лет, и примите пользовательское соглашение.',
        'Валюту после регистрации сменить нельзя: в ней хранятся баланс, ставки и выплаты.',
      ],
      en: [
        'Press "Sign up" and choose e-mail, phone or a social account. Pick the currency of your account (RUB, USD, KZT, INR or EUR), confirm that you are 18 or older and accept the user agreement.',
        'The currency cannot be changed after registration: your balance, bets and withdrawals are all in it.',
      ],
      kz: [
        '«Тіркелу» батырмасын басып, e-mail, телефон немесе әлеуметтік желіні таңдаңыз. Шот валютасын таңдаңыз (RUB, USD, KZT, INR немесе EUR), 18 жасқа толғаныңызды растап, пайдаланушы келісімін қабылдаңыз.',
        'Тіркелгеннен кейін валютаны өзгерту мүмкін емес: баланс, ставкалар мен төлемдер сол валютада жүреді.',
      ],
    },
  },
  {
    id: 'confirmation-code',
    topic: 'account',
    question: {
      ru: 'Не приходит код подтверждения',
      en: 'My confirmation code does not arrive',
      kz: 'Растау коды келмей жатыр',
    },
    answer: {
      ru: [
        'Код состоит из 6 цифр и действует 10 минут; на его ввод даётся 5 попыток. Новый код можно запросить через 60 секунд после предыдущего, не больше 5 кодов в час на один адрес. Новый код отменяет старые.',
        'Проверьте папку «Спам» и правильность адреса или номера. Если код так и не пришёл, напишите в поддержку (кнопка внизу справа).',
      ],
      en: [
        'The code has 6 digits and is valid for 10 minutes, with 5 tries to enter it. You can ask for a new one 60 seconds after the last, up to 5 codes an hour for one address. A new code cancels the older ones.',
        'Check your spam folder and that the address or number is right. If the code still does not come, write to support (the button at the bottom right).',
      ],
      kz: [
        'Код 6 цифрдан тұрады және 10 минут жарамды, оны енгізуге 5 мүмкіндік беріледі. Жаңа кодты алдыңғысынан 60 секунд өткен соң сұрауға болады, бір мекенжайға сағатына 5 кодтан артық емес. Жаңа код ескілерін жояды.',
        '«Спам» қалтасын және мекенжай немесе нөмірдің дұрыстығын тексеріңіз. Код бәрібір келмесе, қолдау қызметіне жазыңыз (төменгі оң жақтағы батырма).',
      ],
    },
  },
  {
    id: 'account-locked',
    topic: 'account',
    question: {
      ru: 'Почему вход временно заблокирован?',
      en: 'Why is signing in temporarily blocked?',
      kz: 'Неге кіру уақытша бұғатталды?',
    },
    answer: {
      ru: [
        'После 10 неверных паролей за 15 минут или 15 неверных кодов за час вход в аккаунт закрывается на время — так мы защищаем его от подбора. На экране видно, сколько минут осталось. Если пароль забыт, восстановите его по ссылке «Забыли пароль?».',
      ],
      en: [
        'After 10 wrong passwords within 15 minutes, or 15 wrong codes within an hour, signing in to the account is paused to protect it from guessing. The screen shows how many minutes are left. If you forgot the password, restore it with "Forgot password?".',
      ],
      kz: [
        '15 минут ішінде 10 рет қате құпиясөз немесе бір сағатта 15 рет қате код енгізілсе, аккаунтқа кіру уақытша жабылады — осылайша біз оны іріктеуден қорғаймыз. Экранда қанша минут қалғаны көрсетіледі. Құпиясөзді ұмытсаңыз, «Құпиясөзді ұмыттыңыз ба?» сілтемесі арқылы қалпына келтіріңіз.',
      ],
    },
  },
  {
    id: 'deposit',
    topic: 'payments',
    question: {
      ru: 'Как пополнить баланс?',
      en: 'How do I deposit?',
      kz: 'Балансты қалай толтыруға болады?',
    },
    answer: {
      ru: [
        'Нажмите «Пополнить», выберите способ оплаты и сумму. Если у способа нет своих лимитов, действуют общие: от 100 до 300 000 в валюте счёта. Счёт на оплату действует 20 минут; после оплаты деньги зачисляются автоматически, и вы увидите сообщение об успешном платеже.',
      ],
      en: [
        'Press "Deposit", choose a payment method and the amount. When a method has no limits of its own, the general ones apply: from 100 to 300,000 in your account currency. An invoice can be paid within 20 minutes; once paid, the money is credited automatically and you see a confirmation.',
      ],
      kz: [
        '«Толтыру» батырмасын басып, төлем әдісі мен соманы таңдаңыз. Әдістің өз лимиттері болмаса, жалпы лимиттер қолданылады: шот валютасында 100-ден 300 000-ға дейін. Төлем шоты 20 минут жарамды; төлегеннен кейін ақша автоматты түрде түседі және сәтті төлем туралы хабарлама көрсетіледі.',
      ],
    },
  },
  {
    id: 'withdraw',
    topic: 'payments',
    question: {
      ru: 'Какая минимальная сумма вывода и сколько он занимает?',
      en: 'What is the minimum withdrawal and how long does it take?',
      kz: 'Ең аз шығару сомасы қанша және ол қанша уақыт алады?',
    },
    answer: {
      ru: [
        'Минимальная сумма вывода: 100 RUB, 1 USD, 500 KZT, 100 INR, 1 EUR. При запросе сумма резервируется на балансе, заявку проверяет оператор.',
        'Пока заявка ожидает проверки или приостановлена, её можно отменить — деньги вернутся на баланс. Если оператор отклонит заявку, сумма также вернётся, а причина будет указана в истории.',
      ],
      en: [
        'The minimum withdrawal is 100 RUB, 1 USD, 500 KZT, 100 INR or 1 EUR. When you ask, the amount is set aside from your balance and an operator reviews the request.',
        'While the request is pending or on hold you can cancel it and the money returns to your balance. If the operator rejects it, the amount returns too, and the reason is shown in your history.',
      ],
      kz: [
        'Ең аз шығару сомасы: 100 RUB, 1 USD, 500 KZT, 100 INR, 1 EUR. Сұрау жасалғанда сома баланста резервке қойылады, өтінімді оператор тексереді.',
        'Өтінім тексеруді күтіп тұрғанда немесе тоқтатылғанда оны болдырмауға болады — ақша балансқа қайтады. Оператор өтінімді қабылдамаса, сома да қайтарылады, ал себебі тарихта көрсетіледі.',
      ],
    },
  },
  {
    id: 'bet-limits',
    topic: 'payments',
    question: {
      ru: 'Какие минимальные и максимальные ставки?',
      en: 'What are the minimum and maximum bets?',
      kz: 'Ең аз және ең көп ставкалар қандай?',
    },
    answer: {
      ru: [
        'Лимиты зависят от игры и валюты и показаны в панели ставки. Например, в рублях: dice, coinflip, keno, hilo и рулетка — от 1 до 10 000, crash — от 1 до 50 000, miner — от 1 до 1 000.',
      ],
      en: [
        'Limits depend on the game and the currency and are shown in the bet panel. For example in roubles: dice, coinflip, keno, hilo and roulette from 1 to 10,000, crash from 1 to 50,000, miner from 1 to 1,000.',
      ],
      kz: [
        'Лимиттер ойын мен валютаға байланысты және ставка панелінде көрсетіледі. Мысалы, рубльмен: dice, coinflip, keno, hilo және рулетка — 1-ден 10 000-ға дейін, crash — 1-ден 50 000-ға дейін, miner — 1-ден 1 000-ға дейін.',
      ],
    },
  },
  {
    id: 'verification-why',
    topic: 'verification',
    question: {
      ru: 'Зачем нужна верификация и когда её просят?',
      en: 'Why is verification needed and when is it asked for?',
      kz: 'Верификация не үшін керек және оны қашан сұрайды?',
    },
    answer: {
      ru: [
        'Верификация подтверждает ваш возраст и личность: она защищает от мошенничества и гарантирует, что выплата дойдёт именно вам. Мы можем попросить её перед выводом или при проверке операций — запрос появится в профиле.',
      ],
      en: [
        'Verification confirms your age and identity: it protects against fraud and makes sure a withdrawal reaches you. We may ask for it before a withdrawal or when reviewing account activity; the request appears in your profile.',
      ],
      kz: [
        'Верификация жасыңыз бен жеке басыңызды растайды: ол алаяқтықтан қорғайды және төлемнің дәл сізге жететініне кепілдік береді. Біз оны ақша шығару алдында немесе операцияларды тексеру кезінде сұрауымыз мүмкін — сұрау профильде пайда болады.',
      ],
    },
  },
  {
    id: 'verification-documents',
    topic: 'verification',
    question: {
      ru: 'Какие документы загружать?',
      en: 'Which documents should I upload?',
      kz: 'Қандай құжаттарды жүктеу керек?',
    },
    answer: {
      ru: [
        'Чёткое фото действующего документа (паспорт, удостоверение личности или водительские права) и селфи с этим документом. Принимаются JPEG и PNG, документ — также PDF. Файлы хранятся на защищённом сервере вне публичного доступа, их видят только сотрудники проверки. Проверка обычно занимает до 24 часов; при отказе мы укажем причину.',
      ],
      en: [
        'A clear photo of a valid document (passport, national ID card or driving licence) and a selfie holding it. JPEG and PNG are accepted, and PDF for the document. Files are kept on a protected server outside any public location and seen only by the reviewers. A review usually takes up to 24 hours; if a document is rejected we tell you why.',
      ],
      kz: [
        'Жарамды құжаттың (паспорт, жеке куәлік немесе жүргізуші куәлігі) анық фотосы және сол құжатпен түскен селфи. JPEG және PNG қабылданады, құжат үшін PDF те болады. Файлдар жария қолжетімділіктен тыс қорғалған серверде сақталады, оларды тек тексеру қызметкерлері көреді. Тексеру әдетте 24 сағатқа дейін созылады; бас тартылса, себебін айтамыз.',
      ],
    },
  },
  {
    id: 'provably-fair',
    topic: 'fairness',
    question: {
      ru: 'Что значит «доказуемо честная» игра?',
      en: 'What does "provably fair" mean?',
      kz: '«Дәлелденетін әділ» ойын дегеніміз не?',
    },
    answer: {
      ru: [
        'Исход каждого раунда наших игр заранее определяется тремя значениями: серверным сидом, вашим клиентским сидом и номером ставки (nonce). Результат — HMAC-SHA256 от серверного сида и строки «клиентский сид:nonce:раунд».',
        'До игры вы видите только SHA-256-хеш серверного сида, поэтому мы не можем его подменить, а вы — угадать. После смены пары сидов серверный сид раскрывается, и любой раунд можно пересчитать самостоятельно.',
      ],
      en: [
        'The outcome of every round of our games is fixed in advance by three values: the server seed, your client seed and the bet number (nonce). The result is HMAC-SHA256 of the server seed and the string "client seed:nonce:round".',
        'Before you play you see only the SHA-256 hash of the server seed, so we cannot swap it and you cannot guess it. Once you rotate the seed pair, the server seed is revealed and any round can be recomputed by yourself.',
      ],
      kz: [
        'Ойындарымыздың әр раундының нәтижесі алдын ала үш мәнмен анықталады: сервер сиді, сіздің клиент сидіңіз және ставка нөмірі (nonce). Нәтиже — сервер сиді мен «клиент сиді:nonce:раунд» жолының HMAC-SHA256 мәні.',
        'Ойын алдында сіз сервер сидінің тек SHA-256 хешін көресіз, сондықтан біз оны ауыстыра алмаймыз, ал сіз болжай алмайсыз. Сид жұбын ауыстырғаннан кейін сервер сиді ашылады және кез келген раундты өзіңіз қайта есептей аласыз.',
      ],
    },
  },
  {
    id: 'verify-round',
    topic: 'fairness',
    question: {
      ru: 'Как проверить раунд?',
      en: 'How do I check a round?',
      kz: 'Раундты қалай тексеруге болады?',
    },
    answer: {
      ru: [
        'Откройте настройки честности в игре: там видны хеш текущего серверного сида, ваш клиентский сид и число ставок. Смените пару сидов (при желании задайте свой клиентский сид) — прежний серверный сид раскроется. Затем откройте раунд в списке ставок игры и нажмите «Проверить»: расчёт повторится прямо в браузере.',
      ],
      en: [
        'Open the game\'s fairness settings: they show the hash of the current server seed, your client seed and the number of bets. Rotate the seed pair (you may set your own client seed) and the previous server seed is revealed. Then open the round in the game\'s list of bets and press "Verify": the draw is recomputed right in your browser.',
      ],
      kz: [
        'Ойындағы әділдік баптауларын ашыңыз: онда ағымдағы сервер сидінің хеші, клиент сидіңіз және ставкалар саны көрсетіледі. Сид жұбын ауыстырыңыз (қаласаңыз, өз клиент сидіңізді беріңіз) — бұрынғы сервер сиді ашылады. Содан кейін ойынның ставкалар тізімінен раундты ашып, «Тексеру» батырмасын басыңыз: есептеу браузерде қайталанады.',
      ],
    },
  },
  {
    id: 'bonus-balance',
    topic: 'bonuses',
    question: {
      ru: 'Чем бонусный баланс отличается от основного?',
      en: 'How is the bonus balance different from the main one?',
      kz: 'Бонустық баланс негізгі баланстан немен ерекшеленеді?',
    },
    answer: {
      ru: [
        'Основной баланс можно вывести. Бонусными деньгами можно делать ставки, но вывести их нельзя, пока не выполнены условия отыгрыша бонуса. Условия и срок действия показаны в профиле, в разделе «Бонусы».',
      ],
      en: [
        'The main balance can be withdrawn. Bonus money can be bet but not withdrawn until the bonus wagering terms are met. The terms and the expiry date are shown in your profile under "Bonuses".',
      ],
      kz: [
        'Негізгі балансты шығаруға болады. Бонустық ақшамен ставка жасауға болады, бірақ бонусты ұтып алу шарттары орындалмайынша оны шығару мүмкін емес. Шарттар мен қолданылу мерзімі профильдегі «Бонустар» бөлімінде көрсетілген.',
      ],
    },
  },
  {
    id: 'promo-code',
    topic: 'bonuses',
    question: {
      ru: 'Как активировать промокод?',
      en: 'How do I use a promo code?',
      kz: 'Промокодты қалай белсендіруге болады?',
    },
    answer: {
      ru: [
        'Введите промокод при регистрации или откройте ссылку партнёра — код сохранится сам. Бонус за регистрацию и депозит по промокоду доступен 3 дня, приветственный пакет для новых игроков — 7 дней; обратный отсчёт виден на странице бонуса.',
      ],
      en: [
        "Enter the promo code when you sign up, or open a partner's link and the code is kept for you. A promo sign-up and deposit bonus is open for 3 days, the welcome pack for new players for 7 days; the countdown is shown on the bonus page.",
      ],
      kz: [
        'Тіркелу кезінде промокодты енгізіңіз немесе серіктестің сілтемесін ашыңыз — код өзі сақталады. Промокод бойынша тіркелу және депозит бонусы 3 күн, жаңа ойыншыларға арналған сәлемдесу пакеті 7 күн қолжетімді; кері санақ бонус бетінде көрсетіледі.',
      ],
    },
  },
  {
    id: 'play-responsibly',
    topic: 'responsible',
    question: {
      ru: 'Как контролировать игру?',
      en: 'How can I keep my play under control?',
      kz: 'Ойынды қалай бақылауда ұстауға болады?',
    },
    answer: {
      ru: [
        'Играйте только на деньги, которые готовы потерять, и заранее решите, сколько времени и денег потратите. Не пытайтесь отыграться. История ставок и платежей в профиле показывает, сколько вы поставили и выиграли.',
        'Через поддержку можно установить лимит депозитов или исключить себя из игры на выбранный срок. Если игра перестала быть развлечением, обратитесь за помощью в специализированные организации.',
      ],
      en: [
        'Play only with money you can afford to lose, and decide beforehand how much time and money you will spend. Do not chase losses. The bet and payment history in your profile shows what you have wagered and won.',
        'Through support you can set a deposit limit or exclude yourself from play for a period you choose. If gambling stops being entertainment, seek help from specialised organisations.',
      ],
      kz: [
        'Тек жоғалтуға дайын ақшаңызбен ойнаңыз және қанша уақыт пен ақша жұмсайтыныңызды алдын ала шешіңіз. Ұтылғанды қайтаруға тырыспаңыз. Профильдегі ставкалар мен төлемдер тарихы қанша қойып, қанша ұтқаныңызды көрсетеді.',
        'Қолдау қызметі арқылы депозит лимитін орнатуға немесе өзіңізді таңдаған мерзімге ойыннан шеттетуге болады. Ойын ойын-сауық болудан қалса, арнайы ұйымдарға көмек сұрап жүгініңіз.',
      ],
    },
  },
  {
    id: 'minors',
    topic: 'responsible',
    question: {
      ru: 'Можно ли играть до 18 лет?',
      en: 'Can I play if I am under 18?',
      kz: '18 жасқа толмай ойнауға бола ма?',
    },
    answer: {
      ru: [
        'Нет. Играть могут только совершеннолетние (18 лет или старше, если этого требует местный закон). Аккаунты несовершеннолетних закрываются, а для подтверждения возраста мы можем запросить верификацию.',
      ],
      en: [
        'No. Only adults may play (18 or older, or older where local law requires). Accounts of minors are closed, and we may ask for verification to confirm your age.',
      ],
      kz: [
        'Жоқ. Тек кәмелетке толғандар ойнай алады (18 жас немесе жергілікті заң талап етсе, одан үлкен). Кәмелетке толмағандардың аккаунттары жабылады, ал жасты растау үшін верификация сұрауымыз мүмкін.',
      ],
    },
  },
];
