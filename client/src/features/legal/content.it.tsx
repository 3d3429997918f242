/**
 * I testi legali in italiano: condizioni di vendita, informativa privacy (con la tabella dei
 * cookie) e politica di rimborso. Le route delle pagine italiane caricano questo modulo (un
 * chunk a sé, con il componente della pagina): i testi inglesi non viaggiano con una pagina
 * italiana.
 */
import { CookieTable, LegalPage } from "./LegalPage";
import type { ContentContext, CookieCategory, LegalContent } from "./types";

const mail = (c: ContentContext) => <a href={`mailto:${c.company.supportEmail}`}>{c.company.supportEmail}</a>;

const COOKIES: CookieCategory[] = [
  {
    id: "necessary",
    title: "Necessari",
    basis: "sempre attivi: il negozio non funziona senza",
    rows: [
      {
        names: ["km_session"],
        purpose: "Mantiene l'accesso al tuo account (un codice casuale; la sessione è conservata sul nostro server).",
        duration: "12 giorni",
      },
      {
        names: ["km_signed_in"],
        purpose: "Indica alle pagine che esiste una sessione, così chiedono il tuo account solo quando serve.",
        duration: "12 giorni",
      },
      {
        names: ["km_csrf"],
        purpose: "Protegge il tuo account da richieste contraffatte provenienti da altri siti (CSRF).",
        duration: "Fino alla chiusura del browser",
      },
      { names: ["km_oidc"], purpose: "Collega il ritorno dall'accesso con Google alla richiesta che lo ha avviato.", duration: "10 minuti" },
      {
        names: ["km_cart"],
        purpose: "Il tuo carrello quando non hai effettuato l'accesso (memoria locale, non ci viene inviato fino al checkout).",
        duration: "Finché non lo svuoti",
      },
      { names: ["currency"], purpose: "La valuta che hai scelto (EUR, USD o GBP).", duration: "1 anno" },
      { names: ["selectedTheme"], purpose: "Il tema chiaro o scuro, se ne hai scelto uno (anche nella memoria locale).", duration: "1 anno" },
      { names: ["km_consent"], purpose: "Le tue scelte sui cookie, per non chiedertele di nuovo a ogni pagina.", duration: "6 mesi" },
    ],
  },
  {
    id: "functional",
    title: "Funzionali",
    basis: "solo con il tuo consenso",
    rows: [
      {
        names: ["Cookie della chat"],
        purpose: "Impostati dal fornitore della chat: le permettono di ricordare la conversazione con l'assistenza tra una pagina e l'altra.",
        duration: "Fino a 1 anno",
      },
    ],
  },
  {
    id: "analytics",
    title: "Statistiche",
    basis: "solo con il tuo consenso",
    rows: [
      {
        names: ["Cookie del tag manager (es. _ga, _gid)"],
        purpose: "Contano le visite e misurano come viene usato il negozio, per migliorarlo. Caricati tramite il nostro tag manager.",
        duration: "Fino a 13 mesi",
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    basis: "solo con il tuo consenso",
    rows: [
      { names: ["aff", "chan", "discount"], purpose: "L'affiliato, il canale e il codice sconto del link da cui sei arrivato.", duration: "20 giorni" },
      { names: ["referrer"], purpose: "Il sito che ti ha indirizzato a noi.", duration: "20 giorni" },
      { names: ["gclid"], purpose: "Il clic sull'annuncio Google Ads da cui sei arrivato.", duration: "1 giorno" },
      {
        names: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
        purpose: "La campagna del link da cui sei arrivato.",
        duration: "30 giorni",
      },
      {
        names: ["last_paid_source"],
        purpose: "L'ultima fonte pubblicitaria a pagamento delle tue visite (per riconoscere il partner giusto).",
        duration: "30 giorni",
      },
      { names: ["awc", "awin_source"], purpose: "Il clic di affiliazione Awin e la sua fonte.", duration: "1 anno" },
      { names: ["admitad_uid"], purpose: "Il clic di affiliazione Admitad.", duration: "30 giorni" },
    ],
  },
];

export const content: LegalContent = {
  updated: "2026-11-26",
  documents: {
    terms: (c) => ({
      intro: (
        <p>
          Queste condizioni si applicano a ogni acquisto effettuato su KeyMarket. Ti chiediamo di leggerle prima di ordinare: con l'invio dell'ordine le
          accetti. Non limitano i diritti che ti riconosce la normativa a tutela dei consumatori.
        </p>
      ),
      sections: [
        {
          id: "who-we-are",
          title: "Chi siamo",
          body: (
            <>
              <p>
                KeyMarket è gestito da <strong>{c.company.name}</strong>, {c.company.address}, partita IVA {c.company.vatId} («KeyMarket», «noi»).
              </p>
              <p>
                Puoi contattarci dalla <a href={c.path("/contact")}>pagina dei contatti</a> o via email all'indirizzo {mail(c)}, {c.hours} (ora italiana).
              </p>
            </>
          ),
        },
        {
          id: "marketplace",
          title: "Come funziona il marketplace",
          body: (
            <>
              <p>
                KeyMarket è un marketplace online. Noi gestiamo la piattaforma; le chiavi digitali (giochi, software, carte regalo e account) sono offerte da
                venditori indipendenti, imprese che verifichiamo prima di consentire loro di vendere.
              </p>
              <ul>
                <li>
                  Il <strong>venditore di ogni chiave</strong> è indicato nella pagina del prodotto, accanto a ogni offerta, e nel tuo ordine. Il contratto per
                  ciascuna chiave è concluso tra te e quel venditore, al prezzo mostrato al momento del pagamento.
                </li>
                <li>
                  KeyMarket agisce per conto dei venditori: incassa il pagamento, consegna le chiavi nel tuo account, fornisce l'assistenza clienti e gestisce
                  recessi, sostituzioni e rimborsi come descritto in queste condizioni. Puoi sempre rivolgere a noi qualsiasi richiesta relativa a un ordine.
                </li>
                <li>
                  Quando più venditori offrono lo stesso prodotto, le offerte sono ordinate per prezzo. Il venditore ci riconosce una commissione su ogni
                  vendita; nessun venditore ci paga per comparire più in alto.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "account",
          title: "Il tuo account",
          body: (
            <>
              <p>
                Per acquistare serve un account: le chiavi vengono consegnate lì. Puoi registrarti con il tuo indirizzo email o con Google. Devi avere almeno 18
                anni, o il consenso di un genitore o tutore, e i dati che fornisci devono essere corretti.
              </p>
              <p>
                Mantieni segreta la password e avvisaci subito se pensi che qualcun altro abbia usato il tuo account. Possiamo sospendere un account usato per
                frodi, per pagamenti poi stornati senza motivo o in caso di grave violazione di queste condizioni; te ne comunichiamo il motivo.
              </p>
              <p>
                Puoi eliminare il tuo account in qualsiasi momento dalle <a href={c.path("/account")}>impostazioni dell'account</a>. I tuoi ordini vengono
                conservati a fini contabili, senza i tuoi dati personali; le chiavi non ancora rivelate andrebbero perse, quindi rivelale o chiedine il rimborso
                prima.
              </p>
            </>
          ),
        },
        {
          id: "prices",
          title: "Prezzi e valute",
          body: (
            <>
              <p>
                I prezzi sono indicati in euro (EUR), dollari statunitensi (USD) o sterline (GBP): scegli la valuta in alto in ogni pagina. Il prezzo mostrato è
                il prezzo finale e <strong>comprende l'IVA</strong> ove applicabile; non ci sono spese di consegna. Paghi nella valuta scelta; se la tua carta o
                il tuo conto usano un'altra valuta, la banca o PayPal possono applicare una commissione di conversione.
              </p>
              <p>
                Vale il prezzo mostrato al checkout al momento del pagamento. I venditori possono modificare i prezzi in qualsiasi momento; la modifica non
                riguarda mai un ordine già pagato. Se un prezzo è palesemente errato (ad esempio una chiave indicata per errore a una frazione del suo valore
                abituale), possiamo annullare l'ordine prima della consegna e rimborsarlo per intero.
              </p>
              <p>I codici sconto valgono alle condizioni indicate con essi e non sono convertibili in denaro.</p>
            </>
          ),
        },
        {
          id: "orders",
          title: "Ordini",
          body: (
            <>
              <p>
                Al checkout le chiavi del tuo carrello restano riservate per 15 minuti mentre paghi. Il contratto si conclude quando il pagamento è confermato;
                ti confermiamo quindi l'ordine via email, con il suo numero (KM-000123) e il venditore di ogni chiave.
              </p>
              <p>
                Prima della consegna ogni ordine passa un controllo antifrode automatico. Possiamo rifiutare un ordine che il controllo o il nostro team
                ritengono fraudolento: un ordine rifiutato non viene addebitato e qualsiasi importo già incassato viene rimborsato per intero.
              </p>
            </>
          ),
        },
        {
          id: "payment",
          title: "Pagamento",
          body: (
            <>
              <p>Puoi pagare con:</p>
              <ul>
                <li>
                  <strong>PayPal</strong>, con il saldo PayPal o con le carte e i conti collegati;
                </li>
                <li>
                  <strong>carta di debito o di credito</strong> (Visa, Mastercard), elaborata da Checkout.com. La tua banca può chiederti di confermare il
                  pagamento (3-D Secure).
                </li>
              </ul>
              <p>
                Il pagamento viene addebitato quando invii l'ordine. I dati della carta si inseriscono sui sistemi sicuri del fornitore di pagamento: non
                vediamo né conserviamo mai il numero completo della tua carta.
              </p>
            </>
          ),
        },
        {
          id: "delivery",
          title: "Consegna delle chiavi digitali",
          body: (
            <>
              <p>
                Le chiavi sono contenuti digitali: non viene spedito nulla. Sono consegnate nel tuo account (
                <a href={c.path("/account/orders")}>i tuoi ordini</a>) appena il pagamento è confermato, di solito in pochi secondi, e ti inviamo un'email
                quando sono pronte. Le chiavi preordinate sono consegnate all'uscita del prodotto.
              </p>
              <p>
                Alcuni ordini vengono trattenuti per un breve controllo di sicurezza prima della consegna (ad esempio un primo ordine di importo elevato o un
                pagamento insolito). Ti avvisiamo via email quando un ordine è in verifica; il controllo si conclude di solito in poche ore e al massimo entro
                due giorni lavorativi. Se non possiamo approvare l'ordine, viene annullato e rimborsato per intero.
              </p>
              <p>
                Ogni chiave resta nascosta finché non scegli di rivelarla nel tuo ordine. Rivelala solo quando sei pronto ad attivarla (vedi la sezione
                successiva).
              </p>
            </>
          ),
        },
        {
          id: "withdrawal",
          title: "Diritto di recesso",
          body: (
            <>
              <p>
                Come consumatore nell'Unione europea hai normalmente 14 giorni per recedere da un contratto a distanza senza indicarne il motivo. Per i
                contenuti digitali non forniti su un supporto materiale, il diritto si estingue quando l'esecuzione è iniziata con il tuo previo consenso
                espresso e con la tua accettazione del fatto che in tal modo lo perdi (Direttiva 2011/83/UE, art. 16, lett. m); art. 59, comma 1, lett. o) del
                Codice del Consumo, D.Lgs. 206/2005).
              </p>
              <p>
                Per questo il checkout ti chiede due consensi: che vuoi ricevere subito le chiavi e che sai di perdere il diritto di recesso quando la fornitura
                è iniziata. Li confermiamo entrambi nell'email di conferma dell'ordine.
              </p>
              <h3>Quando una chiave si considera fornita</h3>
              <p>
                Consideriamo fornita una chiave quando la <strong>riveli</strong>: rivelandola vedi il codice, e ti chiediamo di confermare ancora una volta che
                rinunci al diritto di recesso per quella chiave. Finché una chiave non è rivelata, puoi recedere dal suo acquisto entro 14 giorni dall'ordine e
                ottenere il rimborso completo del suo prezzo (vedi la <a href={c.path("/refund-policy")}>politica di rimborso</a>). Una volta rivelata, la
                chiave non può più essere restituita; restano salvi i tuoi diritti se non funziona (sezione 10).
              </p>
              <h3>Come recedere</h3>
              <p>
                Comunicaci entro i 14 giorni che intendi recedere, con il numero dell'ordine e le chiavi interessate: tramite il{" "}
                <a href={c.path("/contact")}>modulo di contatto</a> o via email a {mail(c)}. Puoi usare questo modello, ma non è obbligatorio:
              </p>
              <blockquote>
                A {c.company.name}, {c.company.address}, {c.company.supportEmail}: con la presente notifico il recesso dal mio contratto per la fornitura dei
                seguenti contenuti digitali: [chiavi], ordinati il [data], numero d'ordine [KM-…]. Nome, indirizzo, data.
              </blockquote>
            </>
          ),
        },
        {
          id: "regions",
          title: "Regioni, piattaforme e attivazione",
          body: (
            <>
              <p>
                Ogni pagina prodotto indica la <strong>piattaforma</strong> su cui la chiave si attiva (Steam, PlayStation, Xbox, Nintendo, un produttore di
                software …) e la sua <strong>regione</strong>: le chiavi Global funzionano ovunque; quelle Europa, Italia, Regno Unito o Nord America solo con
                account di quella regione. Prima di acquistare, verifica di avere un account su quella piattaforma e che la regione corrisponda alla tua.
              </p>
              <p>
                Attivi la chiave sulla piattaforma, secondo le condizioni della piattaforma stessa; non ne siamo il gestore e non possiamo modificarne le
                regole. Ogni piattaforma ha una guida all'attivazione, collegata dalla pagina del prodotto e dal piè di pagina.
              </p>
              <p>
                Una chiave della piattaforma e della regione indicate nella pagina non è difettosa perché non è adatta al tuo account. Se non l'hai ancora
                rivelata, puoi comunque recedere come descritto sopra.
              </p>
            </>
          ),
        },
        {
          id: "warranty",
          title: "Se una chiave non funziona",
          body: (
            <>
              <p>
                Ogni chiave deve essere nuova, non utilizzata e attivare il prodotto descritto nella sua pagina. È la garanzia legale di conformità dei
                contenuti digitali (Direttiva (UE) 2019/770; artt. 135-octies e seguenti del Codice del Consumo), che vale per due anni dalla consegna.
              </p>
              <p>
                Se una chiave viene rifiutata dalla piattaforma (già usata, non valida, di un altro prodotto), segnalacelo con il numero dell'ordine e uno
                screenshot del messaggio della piattaforma. Verifichiamo con il venditore e, di solito entro due giorni lavorativi:
              </p>
              <ul>
                <li>sostituiamo la chiave con una funzionante oppure, se non è possibile,</li>
                <li>ne rimborsiamo per intero il prezzo sul metodo di pagamento originale.</li>
              </ul>
              <p>
                La garanzia non copre una chiave attivata su un altro account, condivisa con altri o acquistata per una piattaforma o una regione diverse da
                quelle che usi, nonostante le informazioni della pagina.
              </p>
            </>
          ),
        },
        {
          id: "use",
          title: "Uso corretto",
          body: (
            <p>
              Le chiavi sono vendute per uso personale o come regalo. Non usare KeyMarket con mezzi di pagamento che non hai titolo a usare, non aprire una
              contestazione di pagamento per un ordine consegnato e funzionante (contattaci invece: risolviamo la maggior parte dei problemi in un giorno) e non
              accedere al negozio con strumenti automatici diversi dalla nostra API pubblica.
            </p>
          ),
        },
        {
          id: "liability",
          title: "Responsabilità",
          body: (
            <>
              <p>
                Rispondiamo secondo la legge dei danni causati con dolo o colpa grave e dei danni alla persona. Per colpa lieve rispondiamo solo della
                violazione di obblighi essenziali del contratto e solo dei danni prevedibili al momento della sua conclusione.
              </p>
              <p>
                Non rispondiamo dei servizi delle piattaforme su cui si attivano le chiavi (interruzioni, modifiche di un gioco o della sua licenza da parte
                dell'editore), regolati dalle condizioni della piattaforma. Nulla in queste condizioni limita una responsabilità che la legge non consente di
                limitare, né i tuoi diritti di consumatore.
              </p>
            </>
          ),
        },
        {
          id: "law",
          title: "Legge applicabile e controversie",
          body: (
            <>
              <p>
                Queste condizioni sono regolate dalla legge italiana. Se sei un consumatore residente in un altro Paese dell'Unione europea, conservi anche la
                tutela delle norme imperative della legge del tuo Paese. Per le controversie con i consumatori è competente il giudice del luogo di residenza o
                di domicilio del consumatore; per i clienti professionali è competente il foro di Milano.
              </p>
              <p>
                Se qualcosa non è andato bene, scrivici prima: la maggior parte dei problemi si risolve rapidamente. Puoi anche rivolgerti a un organismo di
                risoluzione alternativa delle controversie (ADR) riconosciuto nel tuo Paese, o chiedere aiuto gratuito al Centro europeo consumatori del tuo
                Paese per un acquisto da un altro Paese dell'UE (la piattaforma europea per la risoluzione online delle controversie è stata chiusa il 20 luglio
                2025). Non siamo obbligati a partecipare a una procedura di risoluzione alternativa delle controversie, ma la valuteremo in buona fede.
              </p>
            </>
          ),
        },
        {
          id: "changes",
          title: "Modifiche alle condizioni",
          body: (
            <p>
              Possiamo aggiornare queste condizioni, ad esempio quando cambiano la legge o i nostri servizi. A ogni ordine si applica la versione in vigore al
              momento del suo invio; la data in cima alla pagina indica l'ultima modifica.
            </p>
          ),
        },
      ],
    }),

    privacy: (c) => ({
      intro: (
        <p>
          Questa informativa spiega quali dati personali tratta KeyMarket quando visiti il negozio, crei un account, acquisti chiavi o ci contatti, perché lo
          fa, chi altro riceve i dati, per quanto tempo li conserviamo e quali diritti ti riconosce il Regolamento generale sulla protezione dei dati
          (Regolamento UE 2016/679, «GDPR»). Descrive anche i cookie che usiamo.
        </p>
      ),
      sections: [
        {
          id: "controller",
          title: "Titolare del trattamento",
          body: (
            <>
              <p>
                Il titolare del trattamento dei tuoi dati personali è <strong>{c.company.name}</strong>, {c.company.address}, partita IVA {c.company.vatId}.
              </p>
              <p>
                Per qualsiasi domanda sui tuoi dati o per esercitare i tuoi diritti scrivi a {mail(c)} oppure usa il{" "}
                <a href={c.path("/contact")}>modulo di contatto</a> con l'argomento «Richiesta sulla privacy».
              </p>
            </>
          ),
        },
        {
          id: "data",
          title: "Quali dati trattiamo",
          body: (
            <ul>
              <li>
                <strong>Account:</strong> nome, cognome, indirizzo email, password (conservata solo come hash sicuro, mai leggibile), lingua, foto del profilo e
                identificativo dell'account Google se accedi con Google, il tuo consenso al marketing, e ora, indirizzo IP ed esito di ogni accesso.
              </li>
              <li>
                <strong>Ordini:</strong> prodotti, venditori, prezzi, codici sconto, le chiavi consegnate (cifrate) e il momento in cui le hai rivelate,
                recessi, rimborsi e gli eventi della cronologia dell'ordine.
              </li>
              <li>
                <strong>Indirizzo di fatturazione:</strong> nome, cognome, email, indirizzo, città, codice postale e Paese inseriti al checkout.
              </li>
              <li>
                <strong>Pagamento:</strong> il fornitore scelto, il riferimento e lo stato del pagamento, l'uso del 3-D Secure e, per le carte, un'impronta del
                numero della carta calcolata dal fornitore. Non riceviamo mai il numero completo della carta né il codice di sicurezza.
              </li>
              <li>
                <strong>Controllo antifrode:</strong> l'indirizzo IP di ogni ordine e il relativo Paese, dati del dispositivo e del browser, e indicatori come
                il numero di ordini di un account o di account che usano lo stesso indirizzo o la stessa carta.
              </li>
              <li>
                <strong>Messaggi:</strong> ciò che ci invii tramite il modulo di contatto o via email (nome, email, argomento, numero d'ordine e testo) e le
                nostre risposte.
              </li>
              <li>
                <strong>Dati tecnici:</strong> log del server (indirizzo IP, pagina richiesta, browser, ora) conservati per sicurezza e per correggere errori.
              </li>
              <li>
                <strong>Cookie e memoria locale:</strong> vedi la sezione 10.
              </li>
            </ul>
          ),
        },
        {
          id: "purposes",
          title: "Finalità e basi giuridiche",
          body: (
            <ul>
              <li>
                <strong>Fornirti il servizio</strong>: account, ordini, pagamento, consegna delle chiavi, recessi, rimborsi e assistenza clienti. Base
                giuridica: l'esecuzione del contratto con te (art. 6, par. 1, lett. b) GDPR).
              </li>
              <li>
                <strong>Prevenire le frodi e proteggere il negozio</strong>: controllo antifrode degli ordini, limiti ai tentativi di accesso e ai messaggi di
                contatto, protezione dalle richieste contraffatte, log del server. Base giuridica: il legittimo interesse nostro, dei venditori e dei clienti a
                prevenire frodi e abusi (art. 6, par. 1, lett. f) e considerando 47).
              </li>
              <li>
                <strong>Adempiere obblighi di legge</strong>: contabilità, fatturazione e obblighi fiscali, risposte a richieste legittime delle autorità. Base
                giuridica: obbligo legale (art. 6, par. 1, lett. c)).
              </li>
              <li>
                <strong>Inviarti offerte e la newsletter</strong> e usare cookie funzionali, statistici e di marketing. Base giuridica: il tuo consenso (art. 6,
                par. 1, lett. a)), che puoi revocare in qualsiasi momento dalle impostazioni dell'account, con il link presente in ogni newsletter o da
                «Impostazioni cookie» nel piè di pagina.
              </li>
            </ul>
          ),
        },
        {
          id: "automated",
          title: "Controllo antifrode e decisioni automatizzate",
          body: (
            <p>
              Ogni ordine riceve un punteggio automatico in base a regole (ad esempio l'importo, l'anzianità dell'account, il Paese dell'indirizzo IP rispetto a
              quello di fatturazione, il numero di account che usano la stessa carta). Un ordine con un punteggio alto non viene rifiutato dalla sola macchina:
              viene trattenuto ed esaminato da una persona del nostro team, che lo approva o lo annulla. Contattandoci puoi chiedere le ragioni di una
              decisione, esprimere la tua opinione e contestarla.
            </p>
          ),
        },
        {
          id: "recipients",
          title: "A chi comunichiamo i dati",
          body: (
            <>
              <p>Comunichiamo i dati personali solo nella misura necessaria a:</p>
              <ul>
                <li>
                  <strong>i venditori</strong> delle chiavi che acquisti: l'ordine, i prodotti e il tuo Paese, per gestire la vendita ed eventuali reclami;
                </li>
                <li>
                  <strong>i fornitori di pagamento</strong>: PayPal e Checkout.com trattano il pagamento come titolari autonomi, secondo le proprie informative;
                </li>
                <li>
                  <strong>il nostro fornitore di invio email</strong>, che invia per nostro conto le email (conferme d'ordine, email dell'account, risposte ai
                  tuoi messaggi);
                </li>
                <li>
                  <strong>Google</strong>, quando scegli di accedere con Google;
                </li>
                <li>
                  <strong>Brevo</strong> (Sendinblue SAS, Francia), che invia la nostra newsletter, solo se ti sei iscritto;
                </li>
                <li>
                  <strong>i fornitori della chat, del tag manager e i nostri partner pubblicitari e di affiliazione</strong> (Google, Awin, Admitad), solo con
                  il tuo consenso ai relativi cookie;
                </li>
                <li>i nostri fornitori di hosting e servizi informatici, che trattano i dati per nostro conto come responsabili del trattamento;</li>
                <li>autorità e organi giudiziari, quando la legge lo richiede.</li>
              </ul>
              <p>Non vendiamo i tuoi dati personali.</p>
            </>
          ),
        },
        {
          id: "transfers",
          title: "Trasferimenti fuori dall'Unione europea",
          body: (
            <p>
              Conserviamo i dati nell'Unione europea. Alcuni fornitori (ad esempio Google e PayPal) possono trattarli in altri Paesi, come gli Stati Uniti o il
              Regno Unito. Tali trasferimenti avvengono solo sulla base di una decisione di adeguatezza della Commissione europea (compreso il Data Privacy
              Framework UE–USA per le società certificate) o delle clausole contrattuali tipo approvate dalla Commissione. Puoi chiederci copia delle garanzie
              adottate.
            </p>
          ),
        },
        {
          id: "retention",
          title: "Per quanto tempo conserviamo i dati",
          body: (
            <ul>
              <li>
                <strong>Dati dell'account</strong>: finché hai un account. Quando lo elimini, nome, indirizzo email, foto e impostazioni vengono cancellati
                subito.
              </li>
              <li>
                <strong>Ordini e dati di fatturazione</strong>: 10 anni dall'ordine, come richiesto dalla normativa contabile e fiscale italiana (art. 2220 del
                Codice civile); dopo l'eliminazione dell'account sono conservati senza dati che ti identifichino oltre quanto quelle norme richiedono.
              </li>
              <li>
                <strong>Dati del controllo antifrode</strong>: fino a 24 mesi dall'ordine, più a lungo solo se necessario per una controversia o una
                segnalazione alle autorità.
              </li>
              <li>
                <strong>Messaggi all'assistenza</strong>: fino a 24 mesi dalla chiusura della richiesta.
              </li>
              <li>
                <strong>Consenso al marketing e iscrizione alla newsletter</strong>: fino alla revoca del consenso.
              </li>
              <li>
                <strong>Log del server</strong>: fino a 90 giorni. <strong>Cookie</strong>: per le durate indicate nella tabella della sezione 10.
              </li>
            </ul>
          ),
        },
        {
          id: "rights",
          title: "I tuoi diritti",
          body: (
            <>
              <p>Il GDPR ti riconosce il diritto di:</p>
              <ul>
                <li>
                  <strong>accedere</strong> ai tuoi dati e riceverne copia (art. 15);
                </li>
                <li>
                  <strong>rettificare</strong> i dati inesatti (art. 16): puoi modificare nome e impostazioni nel <a href={c.path("/account")}>tuo account</a>{" "}
                  in qualsiasi momento;
                </li>
                <li>
                  ottenere la <strong>cancellazione</strong> (art. 17): puoi eliminare il tuo account da solo nelle impostazioni, cancellando i tuoi dati
                  personali tranne quelli che dobbiamo conservare per legge;
                </li>
                <li>
                  ottenere la <strong>limitazione</strong> del trattamento (art. 18);
                </li>
                <li>
                  alla <strong>portabilità</strong> (art. 20): ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo
                  automatico;
                </li>
                <li>
                  <strong>opporti</strong> ai trattamenti basati sul nostro legittimo interesse (art. 21) e, in qualsiasi momento, al marketing diretto;
                </li>
                <li>
                  <strong>revocare il consenso</strong> in qualsiasi momento, senza pregiudicare la liceità del trattamento precedente.
                </li>
              </ul>
              <p>
                Per esercitarli usa il <a href={c.path("/contact")}>modulo di contatto</a> con l'argomento «Richiesta sulla privacy» o scrivi a {mail(c)}.
                Rispondiamo entro un mese; possiamo chiederti di confermare la tua identità, ad esempio scrivendoci dall'indirizzo email del tuo account.
              </p>
              <p>
                Hai inoltre il diritto di proporre reclamo a un'autorità di controllo: in Italia il{" "}
                <a href="https://www.garanteprivacy.it">Garante per la protezione dei dati personali</a> (Piazza Venezia 11, 00187 Roma), oppure l'autorità del
                Paese in cui vivi o lavori.
              </p>
            </>
          ),
        },
        {
          id: "security",
          title: "Sicurezza e minori",
          body: (
            <>
              <p>
                Tutto il traffico è cifrato (HTTPS). Le password sono conservate come hash argon2id; le chiavi dei prodotti sono cifrate e mostrate solo al loro
                proprietario; l'accesso ai dati personali è limitato al personale che ne ha bisogno.
              </p>
              <p>
                KeyMarket non è destinato ai minori di 14 anni e non raccogliamo consapevolmente i loro dati. Per acquistare occorre essere maggiorenni o avere
                il consenso di un genitore.
              </p>
            </>
          ),
        },
        {
          id: "cookies",
          title: "Cookie",
          body: (
            <>
              <p>
                I cookie sono piccoli file di testo che un sito salva nel tuo browser; la memoria locale funziona in modo simile. Usiamo cookie{" "}
                <strong>necessari</strong>, senza i quali il negozio non può funzionare (non richiedono consenso) e, solo se acconsenti, cookie{" "}
                <strong>funzionali</strong>, <strong>statistici</strong> e <strong>di marketing</strong>. Finché non fai una scelta usiamo solo quelli
                necessari; i link da cui arrivi al negozio (parametri di campagna e di affiliazione) vengono ricordati solo se accetti i cookie di marketing.
              </p>
              <CookieTable caption="Cookie e memoria locale usati da KeyMarket" headers={["Cookie", "Finalità", "Durata"]} categories={COOKIES} />
              <p>
                Il controllo antifrode che protegge i pagamenti è una misura di sicurezza e fa parte dei trattamenti necessari; al checkout può usare segnali
                del dispositivo.
              </p>
              <h3>Cambiare la tua scelta</h3>
              <p>
                Puoi modificare o revocare il consenso in qualsiasi momento con il link <strong>«Impostazioni cookie»</strong> nel piè di pagina di ogni pagina.
                Quando revochi il consenso cancelliamo i cookie di marketing che abbiamo impostato e smettiamo di caricare i relativi servizi. Puoi anche
                bloccare o cancellare i cookie dalle impostazioni del browser; se blocchi quelli necessari, l'accesso e gli acquisti non funzioneranno.
              </p>
            </>
          ),
        },
        {
          id: "changes",
          title: "Modifiche all'informativa",
          body: (
            <p>
              Aggiorniamo questa informativa quando cambiano i nostri trattamenti; la data in cima indica l'ultima modifica. Se una modifica richiede il tuo
              consenso (ad esempio una nuova categoria di cookie), te lo chiediamo di nuovo.
            </p>
          ),
        },
      ],
    }),

    refund: (c) => ({
      intro: (
        <p>
          Quando hai diritto a un rimborso, come viene pagato e come richiederlo. Questa politica si aggiunge alle{" "}
          <a href={c.path("/terms")}>condizioni di vendita</a> e non limita mai i diritti che ti riconosce la normativa a tutela dei consumatori.
        </p>
      ),
      sections: [
        {
          id: "when",
          title: "Quando rimborsiamo",
          body: (
            <>
              <p>Ricevi un rimborso quando:</p>
              <ul>
                <li>
                  <strong>l'ordine non è stato consegnato</strong>: hai pagato ma le chiavi non hanno potuto essere consegnate (ad esempio un preordine
                  annullato dall'editore);
                </li>
                <li>
                  <strong>l'ordine è stato annullato in verifica</strong>: un ordine trattenuto per il controllo di sicurezza non ha potuto essere approvato;
                </li>
                <li>
                  <strong>una chiave non funziona</strong> e non è possibile consegnarne una sostitutiva funzionante;
                </li>
                <li>
                  <strong>ti è stato addebitato due volte</strong> lo stesso ordine: l'addebito doppio viene rimborsato per intero;
                </li>
                <li>
                  <strong>recedi</strong> dall'acquisto di una chiave non ancora rivelata, entro 14 giorni dall'ordine.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "reveal",
          title: "Prima e dopo aver rivelato una chiave",
          body: (
            <>
              <h3>Non ancora rivelata</h3>
              <p>
                Una chiave non ancora rivelata può essere restituita entro 14 giorni dall'ordine, senza indicarne il motivo: ne rimborsiamo il prezzo intero e
                la chiave torna al venditore.
              </p>
              <h3>Rivelata</h3>
              <p>
                Quando riveli una chiave confermi che la fornitura ha inizio e che perdi il diritto di recesso per quella chiave (vedi le{" "}
                <a href={c.path("/terms#withdrawal")}>condizioni di vendita, sezione 8</a>). Una chiave rivelata viene rimborsata solo se non funziona e non può
                essere sostituita, o quando la legge ti riconosce comunque un rimborso; non perché hai cambiato idea o l'hai acquistata per una piattaforma o
                una regione diverse da quelle che usi.
              </p>
            </>
          ),
        },
        {
          id: "how-paid",
          title: "Come ricevi il rimborso",
          body: (
            <ul>
              <li>
                I rimborsi vanno sul <strong>metodo di pagamento originale</strong> (il tuo conto PayPal o la carta con cui hai pagato), nella valuta
                dell'ordine. Non possiamo rimborsare su un'altra carta, un altro conto o un'altra persona.
              </li>
              <li>
                Emettiamo il rimborso <strong>entro 14 giorni</strong> dal giorno in cui accogliamo la richiesta o annulliamo l'ordine, di solito in giornata.
                La banca o PayPal possono poi impiegare alcuni giorni lavorativi per mostrarlo.
              </li>
              <li>
                Ti rimborsiamo quanto hai effettivamente pagato, IVA inclusa, senza alcun costo. Un codice sconto usato nell'ordine non viene convertito in
                denaro.
              </li>
            </ul>
          ),
        },
        {
          id: "partial",
          title: "Rimborsi parziali",
          body: (
            <p>
              I rimborsi si fanno per riga d'ordine e per chiave: se sono interessate solo alcune chiavi di un ordine, rimborsiamo solo quelle, ciascuna al
              prezzo che hai pagato (con la sua quota di eventuali sconti). Il resto dell'ordine rimane valido. L'ordine risulta quindi parzialmente rimborsato,
              con il numero di chiavi rimborsate su ogni riga.
            </p>
          ),
        },
        {
          id: "how-to-ask",
          title: "Come chiedere un rimborso",
          body: (
            <>
              <ol>
                <li>
                  Apri l'ordine in <a href={c.path("/account/orders")}>i tuoi ordini</a> e annota il suo numero (KM-000123).
                </li>
                <li>
                  Scrivici tramite il <a href={c.path("/contact")}>modulo di contatto</a> con l'argomento «Problema con un ordine» o «Pagamento o rimborso»,
                  oppure via email a {mail(c)}.
                </li>
                <li>
                  Indicaci quali chiavi sono interessate e perché; per una chiave che non funziona, allega uno screenshot del messaggio della piattaforma.
                </li>
              </ol>
              <p>
                Rispondiamo entro un giorno lavorativo ({c.hours}, ora italiana). Contattaci prima di aprire una contestazione con la banca o con PayPal: è più
                rapido, e una contestazione blocca l'ordine finché non viene risolta.
              </p>
            </>
          ),
        },
      ],
    }),
  },
};

/** The terms of sale (the /terms route's page). */
export const Terms = () => <LegalPage kind="terms" content={content} />;
/** The privacy policy (the /privacy route's page). */
export const Privacy = () => <LegalPage kind="privacy" content={content} />;
/** The refund policy (the /refund-policy route's page). */
export const RefundPolicy = () => <LegalPage kind="refund" content={content} />;
