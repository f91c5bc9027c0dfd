import { article, single, type Entry } from "./kit";

/** Community news and reminders (fictional local stories for the demo board). */
export const NEWS: Entry[] = [
  single(
    "ru",
    "chicago",
    article(
      "community",
      "В Чикаго открывается набор на бесплатные курсы английского для взрослых",
      "Редакция Obyava",
      ["английский", "курсы", "Чикаго"],
      [
        "Общественный центр на северо-западе города объявил набор на бесплатные вечерние курсы английского для " +
          "взрослых. Занятия начнутся в январе и пройдут два раза в неделю.",
        "Группы формируются по уровням — от нулевого до продвинутого. Отдельная группа будет для водителей " +
          "грузовиков: лексика для брокеров, весовых станций и полиции.",
        "Для записи нужно прийти на тестирование с документом, удостоверяющим личность. Количество мест " +
          "ограничено, организаторы советуют не откладывать.",
      ],
    ),
  ),
  single(
    "ru",
    "new-york-city",
    article(
      "immigration",
      "Переехали? Сообщите новый адрес в USCIS в течение 10 дней",
      "Редакция Obyava",
      ["USCIS", "адрес", "напоминание"],
      [
        "Юристы напоминают: большинство иностранцев в США обязаны сообщить иммиграционной службе о смене " +
          "адреса в течение 10 дней после переезда. Это касается и владельцев грин-карт.",
        "Проще всего сделать это онлайн через личный кабинет USCIS или форму AR-11. Если у вас есть поданные " +
          "заявления, адрес нужно обновить и в них, иначе письма и карты уйдут на старый адрес.",
        "Пропущенное письмо о назначении интервью или запросе документов может стоить месяцев ожидания. " +
          "Сохраняйте подтверждение об изменении адреса.",
      ],
    ),
  ),
  single(
    "ru",
    "philadelphia",
    article(
      "usa",
      "Зима пришла: городские службы напоминают о правилах уборки снега",
      "Редакция Obyava",
      ["зима", "Филадельфия"],
      [
        "После первого серьёзного снегопада городские службы напомнили владельцам домов и бизнесов: тротуар " +
          "перед зданием нужно очистить в течение нескольких часов после окончания снегопада.",
        "За неочищенный тротуар предусмотрен штраф. Снег нельзя сбрасывать на проезжую часть — это мешает " +
          "снегоуборочной технике.",
        "Водителям советуют заранее проверить шины, держать в машине щётку и скребок и не оставлять автомобили " +
          "на улицах, объявленных маршрутами экстренной уборки снега.",
      ],
    ),
  ),
  single(
    "ru",
    "miami",
    article(
      "community",
      "В Майами прошёл фестиваль славянской культуры",
      "Редакция Obyava",
      ["фестиваль", "община", "Майами"],
      [
        "В выходные в Майами прошёл фестиваль славянской культуры. Гостей ждали концерты фольклорных " +
          "ансамблей, мастер-классы и ярмарка домашней кухни.",
        "По словам организаторов, за два дня фестиваль посетили несколько тысяч человек — больше, чем в " +
          "прошлом году. Самой длинной была очередь за варениками и блинами.",
        "Часть выручки от ярмарки передадут местной благотворительной организации, которая помогает семьям " +
          "новых иммигрантов.",
      ],
    ),
  ),
  single(
    "ru",
    "los-angeles",
    article(
      "usa",
      "Сезон дождей в Калифорнии: как подготовить дом и машину",
      "Редакция Obyava",
      ["погода", "Калифорния"],
      [
        "Синоптики предупреждают о серии зимних штормов на юге Калифорнии. Местные службы советуют заранее " +
          "подготовиться к сильным дождям.",
        "Проверьте водостоки и сливы у дома, уберите с участка вещи, которые может унести ветер. Жителям " +
          "холмистых районов стоит знать маршруты эвакуации.",
        "На дорогах после долгой засухи особенно скользко в первые часы дождя. Увеличивайте дистанцию и не " +
          "пытайтесь проехать через затопленные участки.",
      ],
    ),
  ),
  single(
    "ru",
    "seattle",
    article(
      "immigration",
      "В Сиэтле пройдёт бесплатная юридическая консультация для иммигрантов",
      "Редакция Obyava",
      ["юристы", "консультация", "Сиэтл"],
      [
        "Волонтёры-юристы проведут день бесплатных консультаций для иммигрантов. Можно будет задать вопросы о " +
          "статусе, разрешении на работу, воссоединении семьи и гражданстве.",
        "Консультации пройдут на английском, русском и украинском языках. Приём по живой очереди, " +
          "рекомендуется взять с собой копии документов.",
        "Организаторы подчёркивают: это не замена полноценному представительству, но хорошая возможность " +
          "понять свои варианты.",
      ],
    ),
  ),
  single(
    "ua",
    "chicago",
    article(
      "community",
      "У Чикаго відкрили пункт безкоштовної допомоги з документами",
      "Редакція Obyava",
      ["громада", "документи", "Чикаго"],
      [
        "Волонтери української громади відкрили пункт, де допомагають заповнювати форми для імміграційних " +
          "служб, школи, медичного страхування та соціальних програм.",
        "Пункт працює у вівторок і суботу, попередній запис не обов'язковий. Консультації українською та англійською.",
        "Організатори наголошують, що не надають юридичних послуг, але підкажуть, куди звернутися у складних випадках.",
      ],
    ),
  ),
  single(
    "ua",
    "philadelphia",
    article(
      "immigration",
      "Нагадування: дозвіл на роботу варто продовжувати заздалегідь",
      "Редакція Obyava",
      ["EAD", "дозвіл на роботу"],
      [
        "Юристи радять подавати заяву на продовження дозволу на роботу (EAD) якомога раніше: для більшості " +
          "категорій це можна зробити, щойно до закінчення строку дії картки залишиться 180 днів.",
        "Строки розгляду можуть бути довгими, а перерва в дозволі означає, що роботодавець буде змушений " +
          "відсторонити вас від роботи.",
        "Перевірте свою категорію та актуальні правила на сайті USCIS і збережіть квитанцію про подання — вона " +
          "знадобиться роботодавцю.",
      ],
    ),
  ),
  single(
    "en",
    "seattle",
    article(
      "community",
      "Slavic heritage festival returns to Seattle next summer",
      "Obyava Editorial",
      ["festival", "community", "Seattle"],
      [
        "Organizers have confirmed that the Slavic heritage festival will return next summer with two days of " +
          "music, dance and food from Ukraine, Poland, Russia and the Balkans.",
        "This year the festival adds a job fair for newcomers and a children's zone with workshops in several " +
          "languages.",
        "Volunteers and local businesses can already sign up to take part. Entry will again be free for families.",
      ],
    ),
  ),
  single(
    "en",
    "chicago",
    article(
      "usa",
      "Winter storm tips for drivers on Chicago-area expressways",
      "Obyava Editorial",
      ["winter", "driving", "Chicago"],
      [
        "With the first winter storm of the season on its way, drivers are reminded to slow down and leave " +
          "extra space on the expressways.",
        "Keep your gas tank at least half full, carry a blanket, water and a phone charger, and clear all snow " +
          "from your roof, lights and windows before you leave.",
        "Truck drivers should check chain laws on their routes and watch for lane closures posted by the state.",
      ],
    ),
  ),
  single(
    "pl",
    "philadelphia",
    article(
      "community",
      "Nowa polska szkoła sobotnia w Filadelfii",
      "Redakcja Obyava",
      ["szkoła", "Polonia", "Filadelfia"],
      [
        "Rodzice z Port Richmond zorganizowali nową polską szkołę sobotnią. Zajęcia z języka polskiego, " +
          "historii i geografii ruszą od nowego semestru.",
        "Szkoła przyjmuje dzieci od 5 do 14 lat. Klasy będą małe, a nauczyciele mają doświadczenie z Polski i USA.",
        "Zapisy trwają do końca miesiąca. Organizatorzy szukają też wolontariuszy do pomocy przy zajęciach " +
          "plastycznych.",
      ],
    ),
  ),
  single(
    "pl",
    "chicago",
    article(
      "immigration",
      "Zmiana adresu? Zgłoś ją do USCIS w ciągu 10 dni",
      "Redakcja Obyava",
      ["USCIS", "adres"],
      [
        "Większość cudzoziemców w USA, w tym posiadacze zielonej karty, musi zgłosić zmianę adresu do USCIS w " +
          "ciągu 10 dni od przeprowadzki.",
        "Najprościej zrobić to online przez konto USCIS lub formularz AR-11. Jeśli masz złożone wnioski, " +
          "zaktualizuj adres także w nich.",
        "Zachowaj potwierdzenie zmiany adresu – może się przydać przy kolejnych sprawach imigracyjnych.",
      ],
    ),
  ),
];
