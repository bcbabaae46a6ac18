import type { Language } from './site';

/**
 * The words of the prints editor stand-in (/prints-editor): the page the portal hands a selection of
 * photos to for ordering prints (photo-library §2.9). It only shows what it received.
 */
export interface PrintsEditorCopy {
  title: string;
  intro: string;
  received: (count: number) => string;
  product: string;
  loading: string;
  signedOut: string;
  failed: string;
  backToPhotos: string;
}

const plural = (one: string, other: string) => (count: number) =>
  (count === 1 ? one : other).replace('{n}', String(count));

export const PRINTS_EDITOR_COPY: Record<Language, PrintsEditorCopy> = {
  en: {
    title: 'Prints editor',
    intro: 'This page stands in for the prints editor. It shows the photos your account handed over.',
    received: plural('{n} photo received', '{n} photos received'),
    product: 'Product',
    loading: 'Loading your photos…',
    signedOut: 'Sign in to your account to see the photos you chose.',
    failed: 'The photos you chose could not be found. Please choose them again.',
    backToPhotos: 'Back to my photos',
  },
  nl: {
    title: 'Afdrukeditor',
    intro: "Deze pagina staat in voor de afdrukeditor. Ze toont de foto's die je account heeft doorgegeven.",
    received: plural('{n} foto ontvangen', "{n} foto's ontvangen"),
    product: 'Product',
    loading: "Je foto's worden geladen…",
    signedOut: "Log in op je account om de gekozen foto's te zien.",
    failed: "De gekozen foto's zijn niet gevonden. Kies ze opnieuw.",
    backToPhotos: "Terug naar mijn foto's",
  },
  fr: {
    title: 'Éditeur de tirages',
    intro: "Cette page remplace l'éditeur de tirages. Elle montre les photos transmises par votre compte.",
    received: plural('{n} photo reçue', '{n} photos reçues'),
    product: 'Produit',
    loading: 'Chargement de vos photos…',
    signedOut: 'Connectez-vous à votre compte pour voir les photos choisies.',
    failed: 'Les photos choisies sont introuvables. Veuillez les choisir à nouveau.',
    backToPhotos: 'Retour à mes photos',
  },
  de: {
    title: 'Editor für Fotoabzüge',
    intro:
      'Diese Seite steht für den Editor für Fotoabzüge. Sie zeigt die Fotos, die Ihr Konto übergeben hat.',
    received: plural('{n} Foto empfangen', '{n} Fotos empfangen'),
    product: 'Produkt',
    loading: 'Ihre Fotos werden geladen…',
    signedOut: 'Melden Sie sich an, um die ausgewählten Fotos zu sehen.',
    failed: 'Die ausgewählten Fotos wurden nicht gefunden. Bitte wählen Sie sie erneut aus.',
    backToPhotos: 'Zurück zu meinen Fotos',
  },
  nb: {
    title: 'Redigering av bildekopier',
    intro:
      'Denne siden står i stedet for redigeringsverktøyet for bildekopier. Den viser bildene kontoen din sendte over.',
    received: plural('{n} bilde mottatt', '{n} bilder mottatt'),
    product: 'Produkt',
    loading: 'Laster inn bildene dine…',
    signedOut: 'Logg inn på kontoen din for å se bildene du valgte.',
    failed: 'Fant ikke bildene du valgte. Velg dem på nytt.',
    backToPhotos: 'Tilbake til mine bilder',
  },
  sv: {
    title: 'Redigerare för fotokopior',
    intro:
      'Den här sidan står i stället för redigeraren för fotokopior. Den visar bilderna som ditt konto skickade över.',
    received: plural('{n} bild mottagen', '{n} bilder mottagna'),
    product: 'Produkt',
    loading: 'Läser in dina bilder…',
    signedOut: 'Logga in på ditt konto för att se bilderna du valde.',
    failed: 'Bilderna du valde hittades inte. Välj dem igen.',
    backToPhotos: 'Tillbaka till mina bilder',
  },
  it: {
    title: 'Editor di stampe',
    intro: "Questa pagina sostituisce l'editor di stampe. Mostra le foto che il tuo account ha trasmesso.",
    received: plural('{n} foto ricevuta', '{n} foto ricevute'),
    product: 'Prodotto',
    loading: 'Caricamento delle tue foto…',
    signedOut: 'Accedi al tuo account per vedere le foto scelte.',
    failed: 'Le foto scelte non sono state trovate. Sceglile di nuovo.',
    backToPhotos: 'Torna alle mie foto',
  },
  da: {
    title: 'Editor til fotoprint',
    intro:
      'Denne side står i stedet for editoren til fotoprint. Den viser de billeder, din konto har overført.',
    received: plural('{n} billede modtaget', '{n} billeder modtaget'),
    product: 'Produkt',
    loading: 'Indlæser dine billeder…',
    signedOut: 'Log ind på din konto for at se de billeder, du valgte.',
    failed: 'De valgte billeder blev ikke fundet. Vælg dem igen.',
    backToPhotos: 'Tilbage til mine billeder',
  },
  es: {
    title: 'Editor de copias',
    intro: 'Esta página sustituye al editor de copias. Muestra las fotos que ha enviado tu cuenta.',
    received: plural('{n} foto recibida', '{n} fotos recibidas'),
    product: 'Producto',
    loading: 'Cargando tus fotos…',
    signedOut: 'Inicia sesión en tu cuenta para ver las fotos que elegiste.',
    failed: 'No se han encontrado las fotos que elegiste. Vuelve a elegirlas.',
    backToPhotos: 'Volver a mis fotos',
  },
  pt: {
    title: 'Editor de impressões',
    intro: 'Esta página substitui o editor de impressões. Mostra as fotos que a sua conta enviou.',
    received: plural('{n} foto recebida', '{n} fotos recebidas'),
    product: 'Produto',
    loading: 'A carregar as suas fotos…',
    signedOut: 'Inicie sessão na sua conta para ver as fotos que escolheu.',
    failed: 'As fotos que escolheu não foram encontradas. Escolha-as novamente.',
    backToPhotos: 'Voltar às minhas fotos',
  },
};
