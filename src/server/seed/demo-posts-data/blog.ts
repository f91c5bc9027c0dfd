import { article, single, type Entry } from "./kit";

/** Practical articles about immigration, everyday life and money. */
export const BLOG: Entry[] = [
  single(
    "ru",
    "chicago",
    article(
      "money",
      "Кредитная история с нуля: первые шаги в США",
      "Елена Кузнецова",
      ["кредит", "банк", "новичкам"],
      [
        "Без кредитной истории в США сложно снять квартиру, взять машину в лизинг и даже подключить некоторые " +
          "услуги. Хорошая новость: построить её можно за 6–12 месяцев.",
        "Первый шаг — обеспеченная (secured) кредитная карта: вы вносите депозит, например $300, и получаете " +
          "карту с таким же лимитом. Пользуйтесь ею для мелких покупок и гасите долг полностью каждый месяц.",
        "Второе правило — используйте не больше 30% лимита, а лучше до 10%. Третье — никогда не пропускайте " +
          "платежи: одна просрочка на 30 дней портит историю надолго.",
        "Раз в год бесплатно проверяйте свои кредитные отчёты в трёх бюро на официальном сайте " +
          "AnnualCreditReport. Ошибки встречаются чаще, чем кажется, и их можно оспорить.",
      ],
    ),
  ),
  single(
    "ru",
    "new-york-city",
    article(
      "immigration",
      "Первые 30 дней в США: SSN, банк, телефон и жильё",
      "Ирина Соколова",
      ["переезд", "SSN", "советы"],
      [
        "Первый месяц после переезда уходит на документы и быт. Составьте список и двигайтесь по нему — так " +
          "меньше стресса.",
        "Номер социального страхования (SSN) оформляется в офисе Social Security, если у вас есть разрешение " +
          "на работу. Карточку пришлют по почте, поэтому сразу нужен надёжный адрес.",
        "Банковский счёт можно открыть с паспортом и вторым документом, в некоторых банках — без SSN. Телефон " +
          "проще всего начать с предоплаченного тарифа, а потом перейти на контракт.",
        "С жильём на первое время помогает комната или субаренда: без кредитной истории арендодатели часто " +
          "просят двойной депозит или поручителя. Не отправляйте деньги до того, как увидели квартиру и договор.",
      ],
    ),
  ),
  single(
    "ru",
    "philadelphia",
    article(
      "life-in-usa",
      "Медицинская страховка: чем HMO отличается от PPO",
      "Сергей Лебедев",
      ["страховка", "медицина"],
      [
        "При выборе медицинской страховки чаще всего сравнивают планы HMO и PPO. Разница — в свободе выбора " +
          "врачей и в цене.",
        "HMO обычно дешевле: вы выбираете семейного врача, и к специалистам попадаете по его направлению. " +
          "Врачи вне сети, кроме экстренных случаев, не оплачиваются.",
        "PPO дороже, но позволяет идти к специалистам без направления и частично покрывает врачей вне сети. " +
          "Удобно, если у вас уже есть любимые доктора.",
        "Смотрите не только на ежемесячный взнос, но и на франшизу (deductible), доплаты за визит и максимум " +
          "собственных расходов за год — именно эти цифры определяют, сколько вы заплатите на самом деле.",
      ],
    ),
  ),
  single(
    "ru",
    "miami",
    article(
      "money",
      "Налоговый сезон: какие документы собрать заранее",
      "Елена Кузнецова",
      ["налоги", "IRS"],
      [
        "Налоговый сезон начинается в конце января, а крайний срок подачи декларации для большинства — 15 " +
          "апреля. Чем раньше соберёте документы, тем быстрее получите возврат.",
        "Работодатель должен выдать форму W-2 до конца января. Если вы работали по контракту, ждите формы " +
          "1099-NEC. Проценты по вкладам придут на 1099-INT.",
        "Сохраните документы о расходах на учёбу, детский сад, медицинскую страховку из Marketplace (форма " +
          "1095-A) и взносы в пенсионные счета.",
        "Самозанятым и водителям-овнерам стоит вести учёт расходов весь год: топливо, ремонт, страховка, " +
          "телефон. Это законно снижает налог, а восстанавливать чеки в апреле — мучение.",
      ],
    ),
  ),
  single(
    "ru",
    "los-angeles",
    article(
      "life-in-usa",
      "Как быстро заговорить на английском на работе",
      "Дмитрий Волков",
      ["английский", "работа"],
      [
        "Многие приезжают с хорошей грамматикой, но на работе молчат. Причина обычно не в знаниях, а в страхе " +
          "ошибиться.",
        "Начните с рабочих фраз: как попросить уточнить, как сказать, что не поняли, как предложить помощь. " +
          "Выучите 20 таких фраз наизусть — они закроют половину ситуаций.",
        "Слушайте подкасты и радио по дороге на работу. Даже 30 минут в день дают результат через пару " +
          "месяцев. Повторяйте вслух, копируя интонацию.",
        "И главное — говорите. Американцы привыкли к акцентам и ценят попытки. Коллеги помогут, если вы не " +
          "боитесь спросить.",
      ],
    ),
  ),
  single(
    "ru",
    "seattle",
    article(
      "life-in-usa",
      "Права в новом штате: как обменять водительское удостоверение",
      "Алексей Морозов",
      ["DMV", "права"],
      [
        "После переезда в другой штат права нужно поменять на местные. Срок зависит от штата, чаще всего это " +
          "около 30 дней после того, как вы стали резидентом.",
        "Обычно требуются действующие права другого штата, документ о законном статусе, номер SSN и два " +
          "подтверждения адреса: договор аренды, счёт за коммунальные услуги или выписка из банка.",
        "Стоит сразу оформлять права с отметкой REAL ID — без неё на внутренние рейсы придётся брать паспорт.",
        "Запишитесь в DMV заранее онлайн: без записи можно прождать полдня. Многие штаты засчитывают стаж и не " +
          "требуют повторного экзамена по вождению.",
      ],
    ),
  ),
  single(
    "ua",
    "chicago",
    article(
      "immigration",
      "Як знайти та роздрукувати свій I-94",
      "Оксана Мельник",
      ["I-94", "документи"],
      [
        "I-94 — це запис про в'їзд до США, який підтверджує дату прибуття та дозволений строк перебування. Він " +
          "потрібен для багатьох заяв, зокрема для дозволу на роботу.",
        "Паперові картки I-94 видають рідко, тож запис зазвичай електронний. Його можна знайти на офіційному " +
          "сайті митно-прикордонної служби CBP, ввівши дані паспорта, з яким ви в'їжджали.",
        "Уважно перевірте ім'я, дату народження та дату закінчення дозволеного перебування. Якщо є помилка, її " +
          "потрібно виправляти якомога швидше.",
        "Збережіть PDF і роздрукуйте кілька копій — вони знадобляться у DMV, у банку та під час подання документів.",
      ],
    ),
  ),
  single(
    "ua",
    "sacramento",
    article(
      "life-in-usa",
      "Школа в США: як записати дитину",
      "Андрій Бондаренко",
      ["школа", "діти"],
      [
        "Державні школи в США безкоштовні, а дитину зараховують до школи за місцем проживання. Тому спочатку " +
          "дізнайтеся, до якого шкільного округу належить ваша адреса.",
        "Зазвичай потрібні свідоцтво про народження або паспорт дитини, підтвердження адреси та довідка про " +
          "щеплення. Статус батьків для зарахування не перевіряють.",
        "Дітям, які погано знають англійську, пропонують заняття English Language Learners. Не бійтеся: " +
          "більшість дітей починають вільно розмовляти за рік.",
        "Познайомтеся з вчителем і шкільним психологом, запитайте про безкоштовні обіди та автобус.",
      ],
    ),
  ),
  single(
    "en",
    "philadelphia",
    article(
      "money",
      "Five money mistakes new immigrants make",
      "Michael Carter",
      ["money", "budget"],
      [
        "Moving to a new country is expensive, and small mistakes in the first year can cost thousands. Here " +
          "are the five we see most often.",
        "One: sending money home through expensive services. Compare fees and exchange rates every time. Two: " +
          "signing a car loan with a very high interest rate just because it was approved quickly.",
        "Three: ignoring your credit score. Four: paying cash for everything, which leaves no credit history. " +
          "Five: not having an emergency fund — aim for at least three months of expenses.",
        "Start small: open a checking and a savings account, automate a weekly transfer, and review your " +
          "spending every month.",
      ],
    ),
  ),
  single(
    "en",
    "new-york-city",
    article(
      "life-in-usa",
      "How to find a doctor who speaks your language",
      "Jessica Miller",
      ["health", "doctors"],
      [
        "Explaining symptoms in a second language is hard, and misunderstandings with a doctor can be " +
          "dangerous. Luckily, finding a doctor who speaks Russian, Ukrainian or Polish is easier than you think.",
        "Most insurance companies have an online provider directory with a language filter. Search for primary " +
          "care physicians in your network and filter by the language you need.",
        "You can also ask for a free medical interpreter: hospitals and clinics that take federal funding must " +
          "provide language assistance.",
        "Community recommendations help too. Ask in local groups, but always check that the doctor is in your " +
          "insurance network before the visit.",
      ],
    ),
  ),
  single(
    "pl",
    "chicago",
    article(
      "life-in-usa",
      "Jak znaleźć mieszkanie w Chicago bez historii kredytowej",
      "Katarzyna Nowak",
      ["mieszkanie", "kredyt"],
      [
        "Nowo przybyli często słyszą odmowę, bo nie mają historii kredytowej. Są jednak sposoby, żeby wynająć " +
          "mieszkanie już w pierwszych miesiącach.",
        "Po pierwsze, pokaż dochód: list od pracodawcy, odcinki wypłat lub wyciągi z konta. Po drugie, " +
          "zaproponuj większy depozyt albo opłatę za kilka miesięcy z góry.",
        "Po trzecie, szukaj ofert od prywatnych właścicieli, a nie tylko od dużych firm zarządzających – są " +
          "bardziej elastyczni.",
        "Nigdy nie wysyłaj pieniędzy przed obejrzeniem mieszkania i podpisaniem umowy. Oszuści często " +
          "podszywają się pod właścicieli.",
      ],
    ),
  ),
  single(
    "pl",
    "newark",
    article(
      "money",
      "Konto bankowe w USA – od czego zacząć",
      "Piotr Wiśniewski",
      ["bank", "pieniądze"],
      [
        "Konto bankowe to pierwszy krok do normalnego życia w USA: wypłata, czynsz, rachunki i budowanie " +
          "historii kredytowej.",
        "Najczęściej potrzebny jest paszport, drugi dokument tożsamości i adres zamieszkania. Niektóre banki " +
          "otwierają konto bez numeru SSN, jeśli masz ITIN lub paszport.",
        "Zwróć uwagę na opłaty miesięczne – wiele banków je znosi przy wpływie wynagrodzenia lub minimalnym saldzie.",
        "Oprócz konta czekowego otwórz od razu konto oszczędnościowe i ustaw automatyczny przelew, nawet niewielki.",
      ],
    ),
  ),
];
