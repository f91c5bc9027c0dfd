import { article, single, type Entry } from "./kit";

/** Articles for truck drivers: rules, CDL training, stories from the road. */
export const DRIVERS_CORNER: Entry[] = [
  single(
    "ru",
    "chicago",
    article(
      "regulations",
      "ELD и часы работы: как не получить out-of-service на ровном месте",
      "Виктор Гончаренко",
      ["ELD", "HOS", "инспекция"],
      [
        "Правила Hours of Service для перевозки грузов знает каждый водитель: не больше 11 часов за рулём в " +
          "пределах 14-часового окна, 30 минут перерыва после 8 часов вождения и лимит 60/70 часов за 7/8 дней. " +
          "Но на инспекциях водители чаще всего «сыплются» не на самих часах, а на мелочах.",
        "Первое — неправильные статусы. Ожидание на погрузке — это On Duty, а не Off Duty, если вы занимаетесь " +
          "грузом или трак не оставлен. Второе — забытый Personal Conveyance: его нельзя использовать, чтобы " +
          "«добраться» до следующего ресивера ближе к утру.",
        "Третье — документы в кабине. У вас должны быть инструкция к ELD, инструкция по передаче данных " +
          "инспектору и запас бумажных логов минимум на 8 дней на случай поломки устройства. Проверьте это " +
          "сегодня, а не на весах.",
        "И последнее: если ELD сломался, сообщите компании в течение 24 часов и ведите бумажные логи. Это не " +
          "формальность — без этого штраф гарантирован.",
      ],
    ),
  ),
  single(
    "ru",
    "sacramento",
    article(
      "regulations",
      "Весовые станции: что проверяют и как проходить их спокойно",
      "Андрей Ткач",
      ["весовые", "DOT", "советы"],
      [
        "Весовые станции пугают новичков больше, чем нужно. На большинстве из них вас просто взвесят на ходу " +
          "или попросят проехать через платформу и отпустят.",
        "Чаще всего на инспекцию отправляют из-за внешних признаков: не горит фонарь, спущенное колесо, " +
          "болтающийся брезент, перегруз на ось. Обход трака перед рейсом занимает 15 минут и снимает половину " +
          "рисков.",
        "Если вас пригласили в офис — возьмите CDL, медкарту, регистрацию, страховку и документы на груз. " +
          "Говорите спокойно и по делу, не спорьте. Английский нужен на уровне простых ответов о маршруте и " +
          "грузе.",
        "Полезно знать и про PrePass и Drivewyze: если компания подключена, транспондер часто даёт «зелёный " +
          "свет» и вы проезжаете мимо станции без остановки.",
      ],
    ),
  ),
  single(
    "ru",
    "philadelphia",
    article(
      "cdl-school",
      "Как получить CDL-A с нуля: пошаговый план для новичка",
      "Ольга Савченко",
      ["CDL", "обучение", "новичкам"],
      [
        "Путь к CDL-A состоит из понятных шагов. Сначала проходите медосмотр DOT и получаете медкарту. Затем " +
          "сдаёте теоретические тесты в DMV и получаете ученическое разрешение — Commercial Learner's Permit " +
          "(CLP).",
        "С 2022 года перед экзаменом по вождению обязательно обучение Entry-Level Driver Training у провайдера " +
          "из федерального реестра. Школа передаёт данные в реестр сама — проверьте это до оплаты.",
        "После получения CLP нужно подождать не меньше 14 дней, и только потом записываться на практический " +
          "экзамен: осмотр трака, упражнения на площадке и езда по городу.",
        "Бюджет: школа от $3 000 до $7 000, некоторые компании оплачивают обучение в обмен на контракт на год. " +
          "Читайте договор внимательно — особенно пункт о возврате денег при досрочном уходе.",
      ],
    ),
  ),
  single(
    "ru",
    "new-york-city",
    article(
      "cdl-school",
      "Entry-Level Driver Training: что нужно знать до оплаты школы",
      "Игорь Полищук",
      ["ELDT", "школа CDL"],
      [
        "ELDT — федеральное требование для тех, кто получает CDL класса A или B впервые, повышает класс или " +
          "добавляет эндорсменты P, S или H. Без записи об обучении в реестре FMCSA к экзамену не допустят.",
        "Обучение состоит из теории и практики. Теорию многие школы дают онлайн, а практику — только на " +
          "площадке и на дороге с инструктором.",
        "Перед оплатой спросите: зарегистрирована ли школа в Training Provider Registry, сколько часов " +
          "реального вождения входит в цену, чей трак будет на экзамене и сколько стоит пересдача.",
        "Хорошая школа не обещает «права за неделю». Обычно от начала до экзамена уходит 4–8 недель в " +
          "зависимости от очереди в DMV.",
      ],
    ),
  ),
  single(
    "ru",
    "seattle",
    article(
      "stories",
      "Первый год на OTR: что я понял за 120 000 миль",
      "Денис Коваль",
      ["OTR", "опыт", "история"],
      [
        "Год назад я сел в свой первый трак после школы. За это время проехал 46 штатов и 120 000 миль. Делюсь " +
          "тем, чего мне не хватало в самом начале.",
        "Планируйте парковку заранее. После шести вечера на востоке найти место на траковой стоянке почти " +
          "невозможно. Я останавливаюсь раньше и теряю час, но высыпаюсь.",
        "Еда решает всё. Мультиварка и холодильник в кабине сэкономили мне около $600 в месяц и несколько " +
          "килограммов. Фастфуд каждый день — прямая дорога к проблемам со здоровьем и медкартой.",
        "И главное: хороший диспетчер важнее лишних пяти центов за милю. Когда тебя слышат и не гонят в шторм, " +
          "работа становится нормальной жизнью, а не выживанием.",
      ],
    ),
  ),
  single(
    "ru",
    "denver",
    article(
      "stories",
      "Ночь на I-80 в Вайоминге: история одного шторма",
      "Михаил Руденко",
      ["зима", "безопасность", "история"],
      [
        "Прогноз обещал «небольшой снег». Через час после Ларами ветер стал таким, что трейлер начало сдвигать " +
          "в соседнюю полосу. Пустой драй-вэн — это парус.",
        "Я съехал на ближайший съезд и простоял там 14 часов вместе с десятками других траков. Утром трассу " +
          "закрыли в обе стороны — на спуске лежали два трейлера на боку.",
        "Выводы простые: смотрите прогноз ветра, а не только снега, и не стесняйтесь сказать диспетчеру «нет». " +
          "Ни один груз не стоит жизни, а хорошие компании это понимают.",
        "В кабине зимой всегда держу запас воды и еды на двое суток, тёплые вещи, цепи и фонарь. Однажды это " +
          "уже пригодилось.",
      ],
    ),
  ),
  single(
    "ru",
    "miami",
    article(
      "regulations",
      "Pre-trip инспекция: чек-лист, который экономит деньги",
      "Виктор Гончаренко",
      ["pre-trip", "инспекция", "советы"],
      [
        "Осмотр перед рейсом — это не только требование правил, но и самый дешёвый способ избежать штрафа и " +
          "поломки в дороге.",
        "Начинайте с кабины: уровни жидкостей, утечки под траком, ремни. Дальше — шины: давление, протектор не " +
          "меньше 4/32 дюйма на переднем мосту и 2/32 на остальных, порезы и грыжи.",
        "Тормоза: ход штоков, шланги, отсутствие утечек воздуха. Свет: все фонари, поворотники, стоп-сигналы и " +
          "габариты трейлера. Сцепка: замок пятого колеса, шкворень, страховочные цепи.",
        "Записывайте найденные дефекты в DVIR. Если проблему нашли на инспекции, а в отчёте её нет — это " +
          "вопросы уже к вам, а не к механику.",
      ],
    ),
  ),
  single(
    "ua",
    "chicago",
    article(
      "cdl-school",
      "Як скласти тести CDL англійською: поради від водія",
      "Тарас Лисенко",
      ["CDL", "тести", "англійська"],
      [
        "Теоретичні тести CDL складають англійською, і працювати з брокерами, поліцією та на весових станціях " +
          "теж доведеться англійською. Тому готуйтеся саме нею, навіть якщо спершу це важко.",
        "Почніть з офіційного посібника CDL вашого штату. Розділи General Knowledge, Air Brakes і Combination " +
          "Vehicles потрібні для класу A. Читайте по одному розділу на день і виписуйте незнайомі слова.",
        "Далі — практичні тести онлайн. Коли стабільно відповідаєте правильно на 90%, можна записуватися в DMV.",
        "І не забувайте про медичну картку: без неї CLP не видадуть. Запишіться на огляд DOT заздалегідь.",
      ],
    ),
  ),
  single(
    "ua",
    "seattle",
    article(
      "stories",
      "Від водія до власника трака: мій шлях за три роки",
      "Андрій Бондаренко",
      ["овнер-оператор", "історія"],
      [
        "Я приїхав до США без англійської і без прав. Перший рік працював на складі, паралельно вчив мову і " +
          "збирав гроші на школу CDL.",
        "Два роки їздив компанійським водієм і весь час рахував: скільки коштує трак, страховка, ремонт, " +
          "паливо. Коли подушка безпеки досягла шести місяців витрат, купив свій перший трак.",
        "Перші пів року були важкими: ремонт турбіни з'їв весь прибуток за два місяці. Але зараз я заробляю " +
          "більше і сам вирішую, коли бути вдома.",
        "Моя порада: не поспішайте. Спершу досвід і фінансова подушка, а вже потім власний бізнес.",
      ],
    ),
  ),
  single(
    "ua",
    "philadelphia",
    article(
      "regulations",
      "Drug & Alcohol Clearinghouse: що це і чому це важливо",
      "Наталія Кравець",
      ["Clearinghouse", "FMCSA"],
      [
        "Clearinghouse — це федеральна база даних FMCSA, де фіксують порушення водіїв CDL, пов'язані з " +
          "наркотиками та алкоголем: позитивні тести, відмови від тесту.",
        "Роботодавець зобов'язаний перевірити водія в базі перед наймом і щонайменше раз на рік. Без вашої " +
          "згоди в системі компанія не зможе вас найняти, тож зареєструйтеся заздалегідь.",
        "Якщо порушення є, водій не може керувати комерційним транспортом, доки не пройде процедуру повернення " +
          "до роботи з фахівцем (SAP).",
        "Перевірте свій запис самі — це безкоштовно і займає кілька хвилин.",
      ],
    ),
  ),
  single(
    "en",
    "chicago",
    article(
      "cdl-school",
      "Winter driving checklist for new CDL drivers",
      "Mark Sullivan",
      ["winter", "safety", "new drivers"],
      [
        "Your first winter on the road is the most dangerous one. Most winter accidents happen not in " +
          "blizzards but on clear roads with black ice at dawn.",
        "Slow down before bridges and overpasses, increase your following distance to at least eight seconds, " +
          "and avoid sudden braking or steering.",
        "Keep your fuel tank above half, carry chains, a shovel, extra gloves, warm clothes, water and food " +
          "for two days. Check your air dryer and drain your tanks to avoid frozen lines.",
        "Finally, remember that you can always stop. A late load is better than a jackknifed trailer.",
      ],
    ),
  ),
  single(
    "en",
    "los-angeles",
    article(
      "regulations",
      "How to read an owner-operator lease before you sign",
      "Daniel Brooks",
      ["owner-operator", "lease"],
      [
        "Lease-purchase programs promise a fast way to your own truck, but the details decide whether you " +
          "build equity or just pay rent.",
        "Check the total of all payments versus the market value of the truck, who pays for major repairs, and " +
          "what happens to your payments if you leave early.",
        "Ask for three real settlement statements from current drivers. Look at the deductions: insurance, " +
          "escrow, trailer rent, fuel card fees.",
        "If something sounds too good to be true, ask an independent accountant to look at the contract. An " +
          "hour of advice is cheaper than a year of a bad deal.",
      ],
    ),
  ),
  single(
    "pl",
    "chicago",
    article(
      "cdl-school",
      "Jak przygotować się do egzaminu CDL w Illinois",
      "Tomasz Kowalczyk",
      ["CDL", "Illinois", "egzamin"],
      [
        "Egzamin CDL w Illinois składa się z części teoretycznej i praktycznej. Najpierw potrzebna jest karta " +
          "medyczna DOT, potem testy wiedzy i pozwolenie CLP.",
        "Przed egzaminem praktycznym trzeba ukończyć szkolenie ELDT w ośrodku wpisanym do rejestru dostawców " +
          "szkoleń FMCSA i odczekać co najmniej 14 dni od wydania CLP.",
        "Egzamin praktyczny to inspekcja pojazdu, manewry na placu i jazda po mieście. Najwięcej osób oblewa " +
          "inspekcję – warto ją ćwiczyć na głos, po angielsku.",
        "Szkoły z polskimi instruktorami są w okolicach Chicago, ale zawsze sprawdź, czy szkoła jest w " +
          "rejestrze FMCSA.",
      ],
    ),
  ),
  single(
    "pl",
    "new-york-city",
    article(
      "stories",
      "Dziesięć lat za kierownicą w USA – moja historia",
      "Krzysztof Zieliński",
      ["historia", "OTR"],
      [
        "Przyjechałem do Nowego Jorku w 2015 roku i zaczynałem od pracy na budowie. Po roku zrobiłem CDL i " +
          "wsiadłem do ciężarówki.",
        "Pierwsze lata to trasy OTR, tygodnie poza domem i nauka angielskiego przez radio CB. Później " +
          "przeszedłem na trasy regionalne, żeby częściej widzieć rodzinę.",
        "Najważniejsze, czego się nauczyłem: dbać o zdrowie, nie jeździć zmęczonym i wybierać firmy, które " +
          "szanują kierowców.",
        "Dziś szkolę nowych kierowców i widzę, że ta praca nadal daje dobre pieniądze tym, którzy są cierpliwi.",
      ],
    ),
  ),
];
