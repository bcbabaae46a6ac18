import type { Language } from './site';

export interface FaqEntry {
  /** The fragment other pages link to. */
  id: string;
  question: string;
  answer: string;
  /** A portal page that answers the question for the visitor's own account. */
  link?: { href: string; label: string };
}

export interface FaqGroup {
  id: 'orders' | 'photos' | 'shipping';
  title: string;
  entries: readonly FaqEntry[];
}

export interface FaqCopy {
  title: string;
  intro: string;
  groups: readonly FaqGroup[];
  helpTitle: string;
  helpText: string;
  emailUs: string;
  legal: { privacy: string; cookies: string; terms: string };
}

/** Delivery amounts formatted in the site's currency. */
export interface DeliveryAmounts {
  freeFrom: string;
  fee: string;
}

const ORDERS_HREF = '/orders';
const PHOTOS_HREF = '/my-photos';

export const FAQ_COPY: Record<Language, (delivery: DeliveryAmounts) => FaqCopy> = {
  en: ({ freeFrom, fee }) => ({
    title: 'Frequently asked questions',
    intro: 'Quick answers about your orders, your photos and delivery.',
    groups: [
      {
        id: 'orders',
        title: 'Orders',
        entries: [
          {
            id: 'order-status',
            question: 'How can I see the status of my order?',
            answer:
              "Sign in to My account and open My orders. Every order shows its current status, and once it has been dispatched you'll find the tracking link there as well.",
            link: { href: ORDERS_HREF, label: 'Go to my orders' },
          },
          {
            id: 'change-order',
            question: 'Can I change or cancel my order?',
            answer:
              "Orders go into production quickly, so please contact us as soon as possible. As long as printing hasn't started, we'll gladly change or cancel your order.",
          },
        ],
      },
      {
        id: 'photos',
        title: 'Your photos',
        entries: [
          {
            id: 'photo-storage',
            question: 'How long do you keep my photos?',
            answer:
              "We keep your uploaded photos for 18 months after your last order, or after you registered if you haven't ordered yet. Every new order starts the 18 months again.",
            link: { href: PHOTOS_HREF, label: 'Go to my photos' },
          },
          {
            id: 'download-photos',
            question: 'Can I download my photos again?',
            answer:
              'Yes. In My account, open My photos, select the photos you want and choose Download. Large selections arrive as a zip file.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Delivery',
        entries: [
          {
            id: 'delivery',
            question: 'How long does delivery take?',
            answer:
              'Most products are dispatched within 3 working days. Delivery then takes 1 to 3 working days, depending on where you live. Wall art can take two days longer.',
          },
          {
            id: 'delivery-cost',
            question: 'What does delivery cost?',
            answer: `Delivery is free on orders over ${freeFrom}. Below that we charge a flat ${fee}, shown in your basket before you pay.`,
          },
        ],
      },
    ],
    helpTitle: 'Still need help?',
    helpText: 'Our customer service team is here for you Monday to Friday, 9:00 to 17:30.',
    emailUs: 'Email us at',
    legal: {
      privacy:
        'We use your photos only to make your products. We never share them with third parties or use them in advertising.',
      cookies:
        'We use the cookies this site needs to work and, only with your consent, cookies for statistics and marketing. You can change your choice at any time.',
      terms:
        'Every order is subject to our terms and conditions, which you accept when you place your order.',
    },
  }),
  nl: ({ freeFrom, fee }) => ({
    title: 'Veelgestelde vragen',
    intro: "Snel antwoord op vragen over je bestellingen, je foto's en de levering.",
    groups: [
      {
        id: 'orders',
        title: 'Bestellingen',
        entries: [
          {
            id: 'order-status',
            question: 'Hoe zie ik de status van mijn bestelling?',
            answer:
              'Log in op Mijn account en open Mijn bestellingen. Bij elke bestelling zie je de actuele status, en zodra die verzonden is vind je daar ook de track-and-tracelink.',
            link: { href: ORDERS_HREF, label: 'Naar mijn bestellingen' },
          },
          {
            id: 'change-order',
            question: 'Kan ik mijn bestelling wijzigen of annuleren?',
            answer:
              'Bestellingen gaan snel in productie, dus neem zo snel mogelijk contact met ons op. Zolang het drukken nog niet begonnen is, passen we je bestelling graag aan of annuleren we hem.',
          },
        ],
      },
      {
        id: 'photos',
        title: "Je foto's",
        entries: [
          {
            id: 'photo-storage',
            question: "Hoe lang bewaren jullie mijn foto's?",
            answer:
              "We bewaren je geüploade foto's 18 maanden na je laatste bestelling, of na je registratie als je nog niets besteld hebt. Met elke nieuwe bestelling beginnen de 18 maanden opnieuw.",
            link: { href: PHOTOS_HREF, label: "Naar mijn foto's" },
          },
          {
            id: 'download-photos',
            question: "Kan ik mijn foto's weer downloaden?",
            answer:
              "Ja. Open in Mijn account de pagina Mijn foto's, selecteer de foto's die je wilt en kies Downloaden. Grote selecties ontvang je als zip-bestand.",
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Levering',
        entries: [
          {
            id: 'delivery',
            question: 'Hoe lang duurt de levering?',
            answer:
              'De meeste producten worden binnen 3 werkdagen verzonden. De bezorging duurt daarna 1 tot 3 werkdagen, afhankelijk van waar je woont. Wanddecoratie kan twee dagen langer duren.',
          },
          {
            id: 'delivery-cost',
            question: 'Wat kost de verzending?',
            answer: `Verzending is gratis bij bestellingen vanaf ${freeFrom}. Daaronder betaal je een vast bedrag van ${fee}, dat je in je winkelmand ziet voordat je betaalt.`,
          },
        ],
      },
    ],
    helpTitle: 'Nog een vraag?',
    helpText:
      'Onze klantenservice staat van maandag tot en met vrijdag van 9.00 tot 17.30 uur voor je klaar.',
    emailUs: 'Mail ons via',
    legal: {
      privacy:
        "We gebruiken je foto's alleen om je producten te maken. We delen ze nooit met derden en gebruiken ze nooit in reclame.",
      cookies:
        'We gebruiken de cookies die nodig zijn om deze site te laten werken en, alleen met jouw toestemming, cookies voor statistiek en marketing. Je kunt je keuze altijd aanpassen.',
      terms:
        'Op elke bestelling zijn onze algemene voorwaarden van toepassing, die je accepteert als je bestelt.',
    },
  }),
  fr: ({ freeFrom, fee }) => ({
    title: 'Questions fréquentes',
    intro: 'Des réponses rapides sur vos commandes, vos photos et la livraison.',
    groups: [
      {
        id: 'orders',
        title: 'Commandes',
        entries: [
          {
            id: 'order-status',
            question: 'Comment suivre le statut de ma commande\u00a0?',
            answer:
              "Connectez-vous à Mon compte et ouvrez Mes commandes. Chaque commande affiche son statut actuel et, dès l'expédition, le lien de suivi du colis.",
            link: { href: ORDERS_HREF, label: 'Voir mes commandes' },
          },
          {
            id: 'change-order',
            question: 'Puis-je modifier ou annuler ma commande\u00a0?',
            answer:
              "Les commandes partent vite en production\u00a0: contactez-nous le plus tôt possible. Tant que l'impression n'a pas commencé, nous modifions ou annulons volontiers votre commande.",
          },
        ],
      },
      {
        id: 'photos',
        title: 'Vos photos',
        entries: [
          {
            id: 'photo-storage',
            question: 'Combien de temps conservez-vous mes photos\u00a0?',
            answer:
              "Nous conservons vos photos 18 mois après votre dernière commande, ou après votre inscription si vous n'avez pas encore commandé. Chaque nouvelle commande relance ces 18 mois.",
            link: { href: PHOTOS_HREF, label: 'Voir mes photos' },
          },
          {
            id: 'download-photos',
            question: 'Puis-je retélécharger mes photos\u00a0?',
            answer:
              'Oui. Dans Mon compte, ouvrez Mes photos, sélectionnez les photos souhaitées et choisissez Télécharger. Les grandes sélections arrivent sous forme de fichier zip.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Livraison',
        entries: [
          {
            id: 'delivery',
            question: 'Quel est le délai de livraison\u00a0?',
            answer:
              "La plupart des produits sont expédiés sous 3 jours ouvrables. La livraison prend ensuite 1 à 3 jours ouvrables selon l'adresse. Comptez deux jours de plus pour la déco murale.",
          },
          {
            id: 'delivery-cost',
            question: 'Combien coûte la livraison\u00a0?',
            answer: `La livraison est offerte dès ${freeFrom} d'achat. En dessous, un forfait de ${fee} s'applique, affiché dans votre panier avant le paiement.`,
          },
        ],
      },
    ],
    helpTitle: "Besoin d'aide\u00a0?",
    helpText: 'Notre service client vous répond du lundi au vendredi, de 9 h à 17 h 30.',
    emailUs: 'Écrivez-nous à',
    legal: {
      privacy:
        'Nous utilisons vos photos uniquement pour fabriquer vos produits. Nous ne les partageons jamais avec des tiers et ne les utilisons jamais à des fins publicitaires.',
      cookies:
        'Nous utilisons les cookies nécessaires au fonctionnement du site et, seulement avec votre accord, des cookies de mesure et de marketing. Vous pouvez modifier votre choix à tout moment.',
      terms:
        'Toute commande est soumise à nos conditions générales de vente, que vous acceptez en passant commande.',
    },
  }),
  de: ({ freeFrom, fee }) => ({
    title: 'Häufige Fragen',
    intro: 'Schnelle Antworten zu Ihren Bestellungen, Ihren Fotos und zum Versand.',
    groups: [
      {
        id: 'orders',
        title: 'Bestellungen',
        entries: [
          {
            id: 'order-status',
            question: 'Wo sehe ich den Status meiner Bestellung?',
            answer:
              'Melden Sie sich unter Mein Konto an und öffnen Sie Meine Bestellungen. Dort sehen Sie den aktuellen Status jeder Bestellung und nach dem Versand auch den Link zur Sendungsverfolgung.',
            link: { href: ORDERS_HREF, label: 'Zu meinen Bestellungen' },
          },
          {
            id: 'change-order',
            question: 'Kann ich meine Bestellung ändern oder stornieren?',
            answer:
              'Bestellungen gehen schnell in die Produktion, bitte melden Sie sich daher so bald wie möglich. Solange der Druck noch nicht begonnen hat, ändern oder stornieren wir Ihre Bestellung gern.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Ihre Fotos',
        entries: [
          {
            id: 'photo-storage',
            question: 'Wie lange speichern Sie meine Fotos?',
            answer:
              'Wir speichern Ihre hochgeladenen Fotos 18 Monate nach Ihrer letzten Bestellung, oder nach Ihrer Registrierung, wenn Sie noch nicht bestellt haben. Mit jeder neuen Bestellung beginnen die 18 Monate von vorn.',
            link: { href: PHOTOS_HREF, label: 'Zu meinen Fotos' },
          },
          {
            id: 'download-photos',
            question: 'Kann ich meine Fotos wieder herunterladen?',
            answer:
              'Ja. Öffnen Sie unter Mein Konto den Bereich Meine Fotos, wählen Sie die gewünschten Fotos aus und klicken Sie auf Herunterladen. Größere Auswahlen erhalten Sie als ZIP-Datei.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Versand',
        entries: [
          {
            id: 'delivery',
            question: 'Wie lange dauert die Lieferung?',
            answer:
              'Die meisten Produkte verlassen unser Haus innerhalb von 3 Werktagen. Die Zustellung dauert danach je nach Wohnort 1 bis 3 Werktage. Wandbilder können zwei Tage länger brauchen.',
          },
          {
            id: 'delivery-cost',
            question: 'Was kostet der Versand?',
            answer: `Ab einem Bestellwert von ${freeFrom} ist der Versand kostenlos. Darunter berechnen wir pauschal ${fee}; Sie sehen den Betrag vor dem Bezahlen im Warenkorb.`,
          },
        ],
      },
    ],
    helpTitle: 'Noch Fragen?',
    helpText: 'Unser Kundenservice ist montags bis freitags von 9 bis 17:30 Uhr für Sie da.',
    emailUs: 'Schreiben Sie uns an',
    legal: {
      privacy:
        'Wir verwenden Ihre Fotos ausschließlich, um Ihre Produkte herzustellen. Wir geben sie nie an Dritte weiter und nutzen sie nie für Werbung.',
      cookies:
        'Wir verwenden die für den Betrieb der Website nötigen Cookies und, nur mit Ihrer Einwilligung, Cookies für Statistik und Marketing. Ihre Auswahl können Sie jederzeit ändern.',
      terms:
        'Für jede Bestellung gelten unsere Allgemeinen Geschäftsbedingungen, die Sie mit Ihrer Bestellung akzeptieren.',
    },
  }),
  nb: ({ freeFrom, fee }) => ({
    title: 'Ofte stilte spørsmål',
    intro: 'Raske svar om bestillinger, bildene dine og levering.',
    groups: [
      {
        id: 'orders',
        title: 'Bestillinger',
        entries: [
          {
            id: 'order-status',
            question: 'Hvor ser jeg status for bestillingen min?',
            answer:
              'Logg inn på Min konto og åpne Mine bestillinger. Der ser du status for hver bestilling, og når den er sendt, finner du også sporingslenken.',
            link: { href: ORDERS_HREF, label: 'Gå til mine bestillinger' },
          },
          {
            id: 'change-order',
            question: 'Kan jeg endre eller avbestille bestillingen?',
            answer:
              'Bestillinger går raskt i produksjon, så ta kontakt med oss så snart som mulig. Så lenge trykkingen ikke har startet, endrer eller avbestiller vi gjerne.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Bildene dine',
        entries: [
          {
            id: 'photo-storage',
            question: 'Hvor lenge lagrer dere bildene mine?',
            answer:
              'Vi lagrer bildene du har lastet opp i 18 måneder etter siste bestilling, eller etter at du registrerte deg hvis du ikke har bestilt ennå. Hver nye bestilling starter de 18 månedene på nytt.',
            link: { href: PHOTOS_HREF, label: 'Gå til mine bilder' },
          },
          {
            id: 'download-photos',
            question: 'Kan jeg laste ned bildene mine igjen?',
            answer:
              'Ja. Åpne Mine bilder under Min konto, velg bildene du vil ha og trykk Last ned. Store utvalg får du som zip-fil.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Levering',
        entries: [
          {
            id: 'delivery',
            question: 'Hvor lang er leveringstiden?',
            answer:
              'De fleste produkter sendes innen 3 virkedager. Deretter tar leveringen 1 til 3 virkedager, avhengig av hvor du bor. Veggbilder kan ta to dager ekstra.',
          },
          {
            id: 'delivery-cost',
            question: 'Hva koster frakten?',
            answer: `Frakten er gratis ved kjøp over ${freeFrom}. Under det betaler du en fast pris på ${fee}, som vises i handlekurven før du betaler.`,
          },
        ],
      },
    ],
    helpTitle: 'Trenger du mer hjelp?',
    helpText: 'Kundeservice er tilgjengelig mandag til fredag kl. 09.00–17.30.',
    emailUs: 'Send oss en e-post på',
    legal: {
      privacy:
        'Vi bruker bildene dine bare til å lage produktene dine. Vi deler dem aldri med andre og bruker dem aldri i reklame.',
      cookies:
        'Vi bruker informasjonskapslene nettstedet trenger for å fungere og, bare med ditt samtykke, informasjonskapsler for statistikk og markedsføring. Du kan endre valget ditt når som helst.',
      terms: 'Alle bestillinger følger kjøpsvilkårene våre, som du godtar når du bestiller.',
    },
  }),
  sv: ({ freeFrom, fee }) => ({
    title: 'Vanliga frågor',
    intro: 'Snabba svar om dina beställningar, dina bilder och leveranser.',
    groups: [
      {
        id: 'orders',
        title: 'Beställningar',
        entries: [
          {
            id: 'order-status',
            question: 'Var ser jag status för min beställning?',
            answer:
              'Logga in på Mitt konto och öppna Mina beställningar. Där ser du status för varje beställning och, när den har skickats, även länken för att spåra paketet.',
            link: { href: ORDERS_HREF, label: 'Till mina beställningar' },
          },
          {
            id: 'change-order',
            question: 'Kan jag ändra eller avbeställa min beställning?',
            answer:
              'Beställningar går snabbt till tryck, så kontakta oss så snart som möjligt. Så länge tryckningen inte har börjat ändrar eller avbeställer vi gärna.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Dina bilder',
        entries: [
          {
            id: 'photo-storage',
            question: 'Hur länge sparar ni mina bilder?',
            answer:
              'Vi sparar dina uppladdade bilder i 18 månader efter din senaste beställning, eller efter att du registrerade dig om du inte har beställt än. Varje ny beställning startar de 18 månaderna på nytt.',
            link: { href: PHOTOS_HREF, label: 'Till mina bilder' },
          },
          {
            id: 'download-photos',
            question: 'Kan jag ladda ner mina bilder igen?',
            answer:
              'Ja. Öppna Mina bilder under Mitt konto, markera bilderna du vill ha och välj Ladda ner. Stora urval får du som zip-fil.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Leverans',
        entries: [
          {
            id: 'delivery',
            question: 'Hur lång är leveranstiden?',
            answer:
              'De flesta produkter skickas inom 3 arbetsdagar. Leveransen tar sedan 1 till 3 arbetsdagar beroende på var du bor. Tavlor kan ta två dagar längre.',
          },
          {
            id: 'delivery-cost',
            question: 'Vad kostar frakten?',
            answer: `Frakten är gratis när du handlar för över ${freeFrom}. Under det betalar du ett fast pris på ${fee}, som visas i varukorgen innan du betalar.`,
          },
        ],
      },
    ],
    helpTitle: 'Behöver du mer hjälp?',
    helpText: 'Vår kundservice finns här för dig måndag till fredag kl. 9–17.30.',
    emailUs: 'Mejla oss på',
    legal: {
      privacy:
        'Vi använder dina bilder enbart för att tillverka dina produkter. Vi delar dem aldrig med tredje part och använder dem aldrig i reklam.',
      cookies:
        'Vi använder de cookies som krävs för att webbplatsen ska fungera och, bara med ditt samtycke, cookies för statistik och marknadsföring. Du kan ändra ditt val när som helst.',
      terms: 'Alla beställningar omfattas av våra köpvillkor, som du godkänner när du beställer.',
    },
  }),
  it: ({ freeFrom, fee }) => ({
    title: 'Domande frequenti',
    intro: 'Risposte rapide su ordini, foto e spedizioni.',
    groups: [
      {
        id: 'orders',
        title: 'Ordini',
        entries: [
          {
            id: 'order-status',
            question: 'Come posso vedere lo stato del mio ordine?',
            answer:
              'Accedi a Il mio account e apri I miei ordini. Per ogni ordine trovi lo stato aggiornato e, dopo la spedizione, anche il link per tracciare il pacco.',
            link: { href: ORDERS_HREF, label: 'Vai ai miei ordini' },
          },
          {
            id: 'change-order',
            question: 'Posso modificare o annullare il mio ordine?',
            answer:
              'Gli ordini vanno in produzione rapidamente, quindi contattaci il prima possibile. Finché la stampa non è iniziata, modifichiamo o annulliamo volentieri il tuo ordine.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Le tue foto',
        entries: [
          {
            id: 'photo-storage',
            question: 'Per quanto tempo conservate le mie foto?',
            answer:
              "Conserviamo le foto caricate per 18 mesi dall'ultimo ordine, oppure dalla registrazione se non hai ancora ordinato. Ogni nuovo ordine fa ripartire i 18 mesi.",
            link: { href: PHOTOS_HREF, label: 'Vai alle mie foto' },
          },
          {
            id: 'download-photos',
            question: 'Posso scaricare di nuovo le mie foto?',
            answer:
              'Sì. In Il mio account apri Le mie foto, seleziona le foto che ti servono e scegli Scarica. Le selezioni più grandi arrivano come file zip.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Spedizione',
        entries: [
          {
            id: 'delivery',
            question: 'Quanto tempo richiede la consegna?',
            answer:
              'La maggior parte dei prodotti parte entro 3 giorni lavorativi. La consegna richiede poi da 1 a 3 giorni lavorativi, a seconda di dove abiti. Per i quadri possono servire due giorni in più.',
          },
          {
            id: 'delivery-cost',
            question: 'Quanto costa la spedizione?',
            answer: `La spedizione è gratuita per ordini da ${freeFrom}. Sotto questa cifra applichiamo un costo fisso di ${fee}, visibile nel carrello prima del pagamento.`,
          },
        ],
      },
    ],
    helpTitle: 'Serve altro aiuto?',
    helpText: 'Il nostro servizio clienti è a tua disposizione dal lunedì al venerdì, dalle 9:00 alle 17:30.',
    emailUs: 'Scrivici a',
    legal: {
      privacy:
        'Usiamo le tue foto solo per realizzare i tuoi prodotti. Non le condividiamo mai con terzi e non le usiamo mai a scopo pubblicitario.',
      cookies:
        'Usiamo i cookie necessari al funzionamento del sito e, solo con il tuo consenso, cookie statistici e di marketing. Puoi modificare la tua scelta in qualsiasi momento.',
      terms: "Ogni ordine è soggetto ai nostri termini e condizioni, che accetti al momento dell'ordine.",
    },
  }),
  da: ({ freeFrom, fee }) => ({
    title: 'Ofte stillede spørgsmål',
    intro: 'Hurtige svar om dine ordrer, dine billeder og levering.',
    groups: [
      {
        id: 'orders',
        title: 'Ordrer',
        entries: [
          {
            id: 'order-status',
            question: 'Hvor kan jeg se status på min ordre?',
            answer:
              'Log ind på Min konto, og åbn Mine ordrer. Her kan du se status på hver ordre, og når den er afsendt, finder du også linket til track & trace.',
            link: { href: ORDERS_HREF, label: 'Gå til mine ordrer' },
          },
          {
            id: 'change-order',
            question: 'Kan jeg ændre eller annullere min ordre?',
            answer:
              'Ordrer går hurtigt i produktion, så kontakt os hurtigst muligt. Så længe trykningen ikke er gået i gang, ændrer eller annullerer vi gerne din ordre.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Dine billeder',
        entries: [
          {
            id: 'photo-storage',
            question: 'Hvor længe gemmer I mine billeder?',
            answer:
              'Vi gemmer dine uploadede billeder i 18 måneder efter din seneste ordre, eller efter du oprettede dig, hvis du ikke har bestilt endnu. Hver ny ordre starter de 18 måneder forfra.',
            link: { href: PHOTOS_HREF, label: 'Gå til mine billeder' },
          },
          {
            id: 'download-photos',
            question: 'Kan jeg downloade mine billeder igen?',
            answer:
              'Ja. Åbn Mine billeder under Min konto, vælg de billeder, du vil have, og vælg Download. Store udvalg får du som zip-fil.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Levering',
        entries: [
          {
            id: 'delivery',
            question: 'Hvor lang er leveringstiden?',
            answer:
              'De fleste produkter afsendes inden for 3 hverdage. Derefter tager leveringen 1 til 3 hverdage, afhængigt af hvor du bor. Vægbilleder kan tage to dage ekstra.',
          },
          {
            id: 'delivery-cost',
            question: 'Hvad koster levering?',
            answer: `Levering er gratis ved køb over ${freeFrom}. Derunder betaler du en fast pris på ${fee}, som du ser i kurven, før du betaler.`,
          },
        ],
      },
    ],
    helpTitle: 'Brug for mere hjælp?',
    helpText: 'Vores kundeservice er klar til at hjælpe mandag til fredag kl. 9-17.30.',
    emailUs: 'Skriv til os på',
    legal: {
      privacy:
        'Vi bruger kun dine billeder til at fremstille dine produkter. Vi deler dem aldrig med andre og bruger dem aldrig i reklamer.',
      cookies:
        'Vi bruger de cookies, sitet har brug for for at virke, og kun med dit samtykke cookies til statistik og marketing. Du kan altid ændre dit valg.',
      terms: 'Alle ordrer er omfattet af vores handelsbetingelser, som du accepterer, når du bestiller.',
    },
  }),
  es: ({ freeFrom, fee }) => ({
    title: 'Preguntas frecuentes',
    intro: 'Respuestas rápidas sobre tus pedidos, tus fotos y los envíos.',
    groups: [
      {
        id: 'orders',
        title: 'Pedidos',
        entries: [
          {
            id: 'order-status',
            question: '¿Cómo veo el estado de mi pedido?',
            answer:
              'Inicia sesión en Mi cuenta y abre Mis pedidos. Verás el estado de cada pedido y, en cuanto salga, también el enlace de seguimiento.',
            link: { href: ORDERS_HREF, label: 'Ir a mis pedidos' },
          },
          {
            id: 'change-order',
            question: '¿Puedo modificar o cancelar mi pedido?',
            answer:
              'Los pedidos pasan rápido a producción, así que escríbenos cuanto antes. Mientras no hayamos empezado a imprimir, modificamos o cancelamos tu pedido sin problema.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'Tus fotos',
        entries: [
          {
            id: 'photo-storage',
            question: '¿Cuánto tiempo guardáis mis fotos?',
            answer:
              'Guardamos las fotos que subes durante 18 meses desde tu último pedido, o desde tu registro si aún no has pedido nada. Cada nuevo pedido vuelve a empezar los 18 meses.',
            link: { href: PHOTOS_HREF, label: 'Ir a mis fotos' },
          },
          {
            id: 'download-photos',
            question: '¿Puedo volver a descargar mis fotos?',
            answer:
              'Sí. En Mi cuenta, abre Mis fotos, selecciona las que quieras y elige Descargar. Las selecciones grandes se descargan en un archivo zip.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Envíos',
        entries: [
          {
            id: 'delivery',
            question: '¿Cuánto tarda el envío?',
            answer:
              'La mayoría de los productos salen en 3 días laborables. Después, la entrega tarda de 1 a 3 días laborables según tu zona. Los cuadros pueden tardar dos días más.',
          },
          {
            id: 'delivery-cost',
            question: '¿Cuánto cuesta el envío?',
            answer: `El envío es gratis a partir de ${freeFrom}. Por debajo cobramos una tarifa fija de ${fee}, que verás en la cesta antes de pagar.`,
          },
        ],
      },
    ],
    helpTitle: '¿Necesitas más ayuda?',
    helpText: 'Nuestro equipo de atención al cliente te atiende de lunes a viernes, de 9:00 a 17:30.',
    emailUs: 'Escríbenos a',
    legal: {
      privacy:
        'Solo usamos tus fotos para fabricar tus productos. Nunca las compartimos con terceros ni las usamos en publicidad.',
      cookies:
        'Usamos las cookies necesarias para que la web funcione y, solo con tu consentimiento, cookies de estadística y marketing. Puedes cambiar tu elección cuando quieras.',
      terms: 'Todos los pedidos se rigen por nuestras condiciones generales, que aceptas al hacer tu pedido.',
    },
  }),
  pt: ({ freeFrom, fee }) => ({
    title: 'Perguntas frequentes',
    intro: 'Respostas rápidas sobre as tuas encomendas, as tuas fotos e os envios.',
    groups: [
      {
        id: 'orders',
        title: 'Encomendas',
        entries: [
          {
            id: 'order-status',
            question: 'Como vejo o estado da minha encomenda?',
            answer:
              'Inicia sessão em A minha conta e abre As minhas encomendas. Vês o estado de cada encomenda e, depois do envio, também o link de seguimento.',
            link: { href: ORDERS_HREF, label: 'Ir para as minhas encomendas' },
          },
          {
            id: 'change-order',
            question: 'Posso alterar ou cancelar a minha encomenda?',
            answer:
              'As encomendas entram depressa em produção, por isso contacta-nos o mais cedo possível. Enquanto a impressão não começar, alteramos ou cancelamos a tua encomenda com todo o gosto.',
          },
        ],
      },
      {
        id: 'photos',
        title: 'As tuas fotos',
        entries: [
          {
            id: 'photo-storage',
            question: 'Durante quanto tempo guardam as minhas fotos?',
            answer:
              'Guardamos as fotos que carregaste durante 18 meses após a tua última encomenda, ou após o registo se ainda não encomendaste. Cada nova encomenda recomeça os 18 meses.',
            link: { href: PHOTOS_HREF, label: 'Ir para as minhas fotos' },
          },
          {
            id: 'download-photos',
            question: 'Posso voltar a descarregar as minhas fotos?',
            answer:
              'Sim. Em A minha conta, abre As minhas fotos, seleciona as fotos que queres e escolhe Descarregar. As seleções grandes chegam num ficheiro zip.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Envios',
        entries: [
          {
            id: 'delivery',
            question: 'Quanto tempo demora a entrega?',
            answer:
              'A maioria dos produtos é enviada em 3 dias úteis. Depois, a entrega demora 1 a 3 dias úteis, consoante a zona onde vives. Os quadros podem demorar mais dois dias.',
          },
          {
            id: 'delivery-cost',
            question: 'Quanto custam os portes?',
            answer: `Os portes são grátis a partir de ${freeFrom}. Abaixo desse valor cobramos uma taxa fixa de ${fee}, que vês no carrinho antes de pagar.`,
          },
        ],
      },
    ],
    helpTitle: 'Precisas de mais ajuda?',
    helpText: 'A nossa equipa de apoio ao cliente está disponível de segunda a sexta, das 9h00 às 17h30.',
    emailUs: 'Escreve-nos para',
    legal: {
      privacy:
        'Usamos as tuas fotos apenas para produzir os teus produtos. Nunca as partilhamos com terceiros nem as usamos em publicidade.',
      cookies:
        'Usamos os cookies necessários para o site funcionar e, apenas com o teu consentimento, cookies de estatística e marketing. Podes alterar a tua escolha a qualquer momento.',
      terms: 'Todas as encomendas estão sujeitas aos nossos termos e condições, que aceitas ao encomendar.',
    },
  }),
};
