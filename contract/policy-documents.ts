import type { ShippedPolicyKey } from './policy-pages';

/**
 * The shipped policy texts: version 1 of each document, which the server seeds (server/policies) and the page shows
 * until it has the current version. Each page exists in one language by its address (spec §2: /policy/en/...,
 * /policy/ru/...), so its text is not a translated UI string; only the page chrome is. The privacy policy is also
 * in English and Kazakh (/policy/en/confidential, /policy/kz/confidential): the same text as the Russian one.
 */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyDocument {
  lang: 'en' | 'ru' | 'kz';
  title: string;
  updated: string;
  sections: PolicySection[];
}

export const POLICY_DOCUMENTS: Record<ShippedPolicyKey, PolicyDocument> = {
  'en/kyc': {
    lang: 'en',
    title: 'Know Your Customer (KYC) policy',
    updated: '2026-11-21',
    sections: [
      {
        heading: 'Why we verify players',
        paragraphs: [
          'We verify the identity and age of our players to keep minors away from gambling, to prevent fraud and money laundering, and to make sure that withdrawals reach their rightful owner.',
        ],
      },
      {
        heading: 'When we ask',
        paragraphs: [
          'We may ask for verification before your first withdrawal, when your deposits or withdrawals reach the thresholds required by law, or when account activity needs a closer look. You will see a Verification request in your profile.',
        ],
      },
      {
        heading: 'What we ask for',
        paragraphs: [
          'A clear photo of a valid identity document (passport, national ID card or driving licence) and a selfie holding that document. We may also ask for proof of address or of the payment method you used.',
        ],
      },
      {
        heading: 'How we handle your documents',
        paragraphs: [
          'Documents are stored on our servers with access limited to the service itself, outside any public location, and are seen only by the compliance staff who review them. We keep them as long as the law requires and no longer.',
        ],
      },
      {
        heading: 'Outcome',
        paragraphs: [
          'A review usually takes up to 24 hours. You will see the result in your profile. If a document is rejected, we tell you why and what to send instead.',
        ],
      },
    ],
  },
  'en/user-agreement': {
    lang: 'en',
    title: 'User agreement',
    updated: '2026-11-21',
    sections: [
      {
        heading: '1. Who may play',
        paragraphs: [
          'You must be at least 18 years old, or older where local law requires, and gambling must be legal where you are. One person may hold one account.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'Keep your password secret and your details accurate. You are responsible for activity in your account. Tell us at once if you suspect someone else has access.',
        ],
      },
      {
        heading: '3. Balance, deposits and withdrawals',
        paragraphs: [
          'Your balance is held in the currency you chose at registration. Bonus money cannot be withdrawn until its wagering terms are met. We may ask you to verify your identity before a withdrawal.',
        ],
      },
      {
        heading: '4. Fair play',
        paragraphs: [
          'Original games are provably fair: each round can be checked with the revealed server seed, your client seed and the round number. Abuse of bonuses, multiple accounts or automated play may lead to account closure.',
        ],
      },
      {
        heading: '5. Responsible gaming',
        paragraphs: [
          'You may set deposit limits or exclude yourself at any time through support. Gambling should stay entertainment; if it stops being fun, take a break.',
        ],
      },
    ],
  },
  'en/confidential': {
    lang: 'en',
    title: 'Privacy policy',
    updated: '2026-11-21',
    sections: [
      {
        heading: 'What data we collect',
        paragraphs: [
          'The data you give when you register (e-mail, phone, currency), records of your balance operations and bets, and technical data: IP address, device and browser type.',
        ],
      },
      {
        heading: 'Why we need it',
        paragraphs: [
          'To keep your account, carry out payments and withdrawals, protect the account from fraud, meet the requirements of the law and improve the site.',
        ],
      },
      {
        heading: 'Who we pass it to',
        paragraphs: [
          'Only to payment providers and verification organisations, to the extent the operation requires, and to public authorities on a lawful request. We do not sell personal data.',
        ],
      },
      {
        heading: 'Storage and protection',
        paragraphs: [
          'Passwords are stored only as strong hashes, documents with access limited to the compliance staff. Data is kept for as long as the law requires.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, correct it or ask us to delete your account by writing to support.',
        ],
      },
    ],
  },
  'kz/confidential': {
    lang: 'kz',
    title: 'Құпиялылық саясаты',
    updated: '2026-11-21',
    sections: [
      {
        heading: 'Қандай деректерді жинаймыз',
        paragraphs: [
          'Тіркелу кезінде көрсететін деректеріңіз (e-mail, телефон, валюта), баланспен жасалған операциялар мен бәстер туралы мәліметтер, сондай-ақ техникалық деректер: IP-мекенжай, құрылғы мен браузер түрі.',
        ],
      },
      {
        heading: 'Олар не үшін қажет',
        paragraphs: [
          'Шотыңызды жүргізу, төлемдер мен ақша шығаруды орындау, аккаунтты алаяқтықтан қорғау, заң талаптарын орындау және сайтты жақсарту үшін.',
        ],
      },
      {
        heading: 'Оларды кімге береміз',
        paragraphs: [
          'Тек төлем провайдерлері мен тексеруші ұйымдарға — операцияға қажетті көлемде, және мемлекеттік органдарға — заңды сұрау бойынша. Біз дербес деректерді сатпаймыз.',
        ],
      },
      {
        heading: 'Сақтау және қорғау',
        paragraphs: [
          'Құпиясөздер тек берік хэш түрінде, құжаттарға тек тексеру қызметкерлері қол жеткізе алады. Деректер заң талап ететін мерзім бойы сақталады.',
        ],
      },
      {
        heading: 'Сіздің құқықтарыңыз',
        paragraphs: [
          'Қолдау қызметіне жазып, деректеріңіздің көшірмесін сұрай аласыз, оларды түзете аласыз немесе аккаунтыңызды жоюды сұрай аласыз.',
        ],
      },
    ],
  },
  'ru/confidential': {
    lang: 'ru',
    title: 'Политика конфиденциальности',
    updated: '2026-11-21',
    sections: [
      {
        heading: 'Какие данные мы собираем',
        paragraphs: [
          'Данные, которые вы указываете при регистрации (e-mail, телефон, валюта), сведения об операциях с балансом и ставках, а также технические данные: IP-адрес, тип устройства и браузера.',
        ],
      },
      {
        heading: 'Зачем они нужны',
        paragraphs: [
          'Чтобы вести ваш счёт, проводить платежи и выплаты, защищать аккаунт от мошенничества, выполнять требования закона и улучшать сайт.',
        ],
      },
      {
        heading: 'Кому мы их передаём',
        paragraphs: [
          'Только платёжным провайдерам и проверяющим организациям в объёме, необходимом для операции, и государственным органам по законному запросу. Мы не продаём персональные данные.',
        ],
      },
      {
        heading: 'Хранение и защита',
        paragraphs: [
          'Пароли хранятся только в виде стойких хешей, документы доступны только сотрудникам проверки. Данные хранятся столько, сколько требует закон.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'Вы можете запросить копию своих данных, исправить их или попросить удалить аккаунт, написав в поддержку.',
        ],
      },
    ],
  },
  'ru/user-agreement': {
    lang: 'ru',
    title: 'Пользовательское соглашение',
    updated: '2026-11-21',
    sections: [
      {
        heading: '1. Кто может играть',
        paragraphs: [
          'Вам должно быть не меньше 18 лет (или больше, если этого требует местный закон), и азартные игры должны быть разрешены там, где вы находитесь. Один человек — один аккаунт.',
        ],
      },
      {
        heading: '2. Ваш аккаунт',
        paragraphs: [
          'Храните пароль в тайне и указывайте достоверные данные. Вы отвечаете за действия в своём аккаунте. Сразу сообщите нам, если подозреваете чужой доступ.',
        ],
      },
      {
        heading: '3. Баланс, пополнения и выплаты',
        paragraphs: [
          'Баланс ведётся в валюте, выбранной при регистрации. Бонусные средства нельзя вывести, пока не выполнены условия отыгрыша. Перед выплатой мы можем попросить подтвердить личность.',
        ],
      },
      {
        heading: '4. Честная игра',
        paragraphs: [
          'Оригинальные игры доказуемо честные: каждый раунд можно проверить по раскрытому серверному сиду, вашему клиентскому сиду и номеру раунда. Злоупотребление бонусами, мультиаккаунты и автоматизированная игра могут привести к закрытию аккаунта.',
        ],
      },
      {
        heading: '5. Ответственная игра',
        paragraphs: [
          'Вы можете установить лимиты пополнений или исключить себя из игры в любой момент через поддержку. Игра должна оставаться развлечением.',
        ],
      },
    ],
  },
};
