// A table: the connection, the seat kept in this browser, the oval, the player's hand and
// actions, the result and the log; sitting down, leaving, away, watching.
import { useLingui } from "@lingui/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { api, ApiError, flag, hostToken, rememberName, type SavedSeat, savedSeat, saveSeat, setFlag } from "../api";
import { askNotificationPermission, notifyTurn, playTableSounds, playTurnSound, prepareSound } from "../alerts-dom";
import { keyToAction } from "../model/actions";
import { fieldKeeps, type Focused, takesText } from "../model/keys";
import { decisionKey } from "../model/advice";
import { becameMyTurn, CHIP_SOUND_KEY, DEAL_SOUND_KEY, NOTIFY_KEY, SOUND_KEY } from "../model/alerts";
import { tableSounds } from "../model/table_sounds";
import { chatReduce, type ChatEvent, type ChatState, initialChat, mayChat } from "../model/chat";
import { isChatRefusal, refusalText } from "../model/refusals";
import { canComeBack, imBackText, sitOutLabel, sitOutText, waitsForHost } from "../model/sit_out";
import { currentLang, isLang } from "../i18n";
import { rebuyAnswerText, rebuyModel, rebuyOutcome } from "../model/rebuy";
import { type ConnState, initialConn } from "../model/connection";
import { afterNewHand, type Note, note, noteText } from "../model/notes";
import { historyPath, navigate, tablePath } from "../model/route";
import { tableModel } from "../model/view";
import { TableSocket } from "../socket";
import type { RulesCatalogue, TableInfo, ViewMessage } from "../types";
import { Actions, visibleButtons } from "./Actions";
import { ChatPanel } from "./ChatPanel";
import { ChooseGame } from "./ChooseGame";
import { ConnectionBadge } from "./ConnectionBadge";
import { CopyLink } from "./CopyLink";
import { LangSwitch } from "./LangSwitch";
import { Hint } from "./Hint";
import { HostPanel } from "./HostPanel";
import { Log } from "./Log";
import { MyHand } from "./MyHand";
import { RebuyDialog } from "./RebuyDialog";
import { Showdown } from "./Showdown";
import { SitDown } from "./SitDown";
import { Table } from "./Table";
import { TurnBar } from "./TurnBar";

/** The chat panel starts open where there is room beside the table, closed on a phone. */
const wide = () => typeof matchMedia !== "function" || matchMedia("(min-width: 761px)").matches;

const focusedOf = (el: EventTarget | null): Focused | null =>
  el instanceof HTMLElement ? { tagName: el.tagName, type: (el as HTMLInputElement).type, isContentEditable: el.isContentEditable } : null;

export function TablePage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const [seat, setSeat] = useState<SavedSeat | null>(() => savedSeat(id));
  const [view, setView] = useState<{ v: ViewMessage; at: number; token: string | null } | null>(null);
  const [conn, setConn] = useState<ConnState>(initialConn);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [catalogue, setCatalogue] = useState<RulesCatalogue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The link names no table (404): a page that says so, and nothing that waits for it.
  const [missing, setMissing] = useState(false);
  // A key that would have played went into a text field: the page says so until the turn moves.
  const [swallowed, setSwallowed] = useState(false);
  // Phones: the header's tools folded into a menu (CSS shows them always on wider screens).
  const [menuOpen, setMenuOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [amount, setAmount] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const socket = useRef<TableSocket | null>(null);
  // The host token this browser keeps for the table (the lobby keeps it for a table opened here).
  const [host, setHost] = useState<string | null>(() => hostToken(id));
  const [chatOpen, setChatOpen] = useState(wide);
  const [chat, setChat] = useState<ChatState>(() => initialChat(false));
  // What just happened to this player (a chat line refused, a rebuy answered): notes that go
  // once the next hand is over (model/notes.ts).
  const [chatError, setChatError] = useState<Note | null>(null);
  const toChat = (e: ChatEvent) => setChat((c) => chatReduce(c, e));
  const [rebuyOpen, setRebuyOpen] = useState(false);
  const [rebuyDismissed, setRebuyDismissed] = useState(false);
  const [rebuyNote, setRebuyNote] = useState<Note | null>(null);
  const [sound, setSound] = useState(() => flag(SOUND_KEY));
  const [notify, setNotify] = useState(() => flag(NOTIFY_KEY));
  const [dealSound, setDealSound] = useState(() => flag(DEAL_SOUND_KEY));
  const [chipSound, setChipSound] = useState(() => flag(CHIP_SOUND_KEY));
  const [notifyNote, setNotifyNote] = useState<string | null>(null);

  useEffect(() => {
    api.table(id).then(setInfo).catch((e) => {
      if (e instanceof ApiError && e.status === 404) {
        setMissing(true);
        socket.current?.stop();
      } else setNotice(String(e.message ?? e));
    });
    api.rules().then(setCatalogue).catch(() => undefined);
    const s = new TableSocket(id, seat?.token ?? null, {
      onMessage: (msg) => {
        if (msg.type === "view") {
          setView({ v: msg, at: Date.now(), token: s.currentToken });
          setPending(false);
          toChat({ type: "view" });
        } else if (msg.type === "chat") {
          toChat({ type: "line", msg });
        } else if (msg.type === "error") {
          toChat({ type: "other" });
          if (isChatRefusal(msg)) setChatError(note(refusalText(msg)));
          else {
            setNotice(refusalText(msg));
            setPending(false);
          }
        }
      },
      onState: setConn,
      onOpen: () => toChat({ type: "connected" }),
      onTokenRefused: () => {
        saveSeat(id, null);
        setSeat(null);
        setNotice(i18n._({ id: "table.seat-cleared", message: "Your seat at this table is no longer yours (it was cleared): you are watching." }));
      },
      onHostRefused: () => {
        setHost(null);
        setNotice(i18n._({ id: "table.host-refused", message: "The host token kept in this browser was refused: the host's panel is hidden." }));
      },
    }, host);
    socket.current = s;
    s.start();
    return () => s.stop();
  }, [id]);

  // The page's language changed: the log is asked again in it (a new connection), and the
  // model's words are drawn again.
  useEffect(() => {
    const lang = i18n.locale;
    socket.current?.setLang(isLang(lang) ? lang : currentLang());
  }, [i18n.locale]);

  const model = useMemo(() => (view ? tableModel(view.v, view.at) : null), [view, i18n.locale]);
  const myTurn = !!model && model.turn?.you === true && model.actions.length > 0;
  const rebuy = view ? rebuyModel(view.v, info?.config.stack) : null;

  // The table's settings again at each new hand or Five Three Five round (the host may have
  // turned hints on or off: the change applies from the next hand).
  const handKey = view && (view.v.hand !== null || view.v.round != null) ? `${view.v.hand}|${view.v.game_number ?? ""}|${view.v.round ?? ""}` : null;
  const seenHand = useRef<string | null>(null);
  useEffect(() => {
    if (handKey === null || seenHand.current === handKey) return;
    if (seenHand.current !== null) {
      setRebuyNote(afterNewHand);
      setChatError(afterNewHand);
    }
    seenHand.current = handKey;
    api.table(id).then(setInfo).catch(() => undefined);
  }, [handKey]);

  // "Your turn": the sound and the notification, each only if the player turned it on.
  const wasMyTurn = useRef(false);
  useEffect(() => {
    if (becameMyTurn(wasMyTurn.current, myTurn)) {
      // A phone: the table (your seat, its clock, the pot) comes into view above the actions.
      if (!wide()) {
        const felt = document.querySelector(".felt");
        const top = felt?.getBoundingClientRect().top ?? 0;
        if (felt && (top < 0 || top > innerHeight / 3)) felt.scrollIntoView({ block: "start" });
      }
      if (sound) playTurnSound();
      notifyTurn(notify, info?.name ?? "cardroom");
    }
    wasMyTurn.current = myTurn;
  }, [myTurn, model?.seq]);

  // Wider screens: the turn's actions come into view when they lie below the window (longer
  // words, French ones, can push them down), before the page is drawn.
  useLayoutEffect(() => {
    if (!myTurn || !wide()) return;
    const bar = document.querySelector('[data-testid="turn-bar"]');
    const below = bar ? bar.getBoundingClientRect().bottom - innerHeight : 0;
    if (below > 0) scrollBy(0, below + 8);
  }, [myTurn]);

  // The deal and chip sounds, each only if turned on (model/table_sounds.ts says when). The last
  // view is forgotten while the connection is not open: the first view after it opens sounds nothing.
  const heard = useRef<ViewMessage | null>(null);
  useEffect(() => { if (conn.status !== "open") heard.current = null; }, [conn.status]);
  useEffect(() => {
    if (!view) return;
    playTableSounds(tableSounds(heard.current, view.v, { deal: dealSound, chips: chipSound }));
    heard.current = view.v;
  }, [view]);

  // The rebuy dialog comes back each time a rebuy becomes possible again (after the hand).
  useEffect(() => {
    if (rebuy?.prompt) setRebuyDismissed(false);
    if (!rebuy?.allowed) setRebuyOpen(false);
  }, [rebuy?.prompt, rebuy?.allowed]);
  // The host's answer to a request that was waiting.
  const lastRebuy = useRef<{ pending: boolean; stack: number } | null>(null);
  useEffect(() => {
    const outcome = rebuyOutcome(lastRebuy.current, rebuy);
    if (outcome) setRebuyNote(note(outcome));
    lastRebuy.current = rebuy ? { pending: rebuy.pendingText !== null, stack: rebuy.stack } : null;
  }, [rebuy?.pendingText, rebuy?.stack]);
  const showRebuy = !!rebuy && rebuy.allowed && (rebuyOpen || (rebuy.prompt && !rebuyDismissed));
  const askRebuy = async (chips: number) => {
    if (!seat) throw new Error(i18n._({ id: "table.no-seat", message: "You have no seat here." }));
    const r = await api.rebuy(id, seat.seat, chips, seat.token);
    const text = rebuyAnswerText(r);
    setRebuyNote(note(text));
    setRebuyOpen(false);
    setRebuyDismissed(true);
    return text ?? "";
  };
  const closeRebuy = () => { setRebuyOpen(false); setRebuyDismissed(true); };

  const toggleSound = (on: boolean) => {
    setSound(on);
    setFlag(SOUND_KEY, on);
    if (on) prepareSound();
  };
  const toggleTableSound = (key: string, set: (on: boolean) => void, on: boolean) => {
    set(on);
    setFlag(key, on);
    if (on) prepareSound();
  };
  const toggleNotify = async (on: boolean) => {
    setNotify(on);
    setFlag(NOTIFY_KEY, on);
    setNotifyNote(null);
    if (!on) return;
    const p = await askNotificationPermission();
    if (p === null) setNotifyNote(i18n._({ id: "table.no-notifications", message: "This browser has no notifications." }));
    else if (p !== "granted") {
      setNotifyNote(i18n._({ id: "table.notifications-refused", message: "The browser does not allow this page's notifications: only the sound (if on) will tell you." }));
    }
  };
  const sendChat = (text: string) => {
    setChatError(null);
    return socket.current?.send({ type: "chat", text }) ?? false;
  };

  // A new decision: the amount starts at the smallest, the selection is cleared — before the
  // new turn is drawn, so the last turn's picks never show (or answer a key) on the new hand.
  useLayoutEffect(() => {
    if (model?.sizing) setAmount(model.sizing.min ?? 1);
    setSelected([]);
    setSwallowed(false);
  }, [model?.seq]);

  // The seat we think we have is not ours in the view (cleared by the host, cashed out).
  useEffect(() => {
    if (model && seat && model.you === null && view?.token === seat.token) {
      saveSeat(id, null);
      setSeat(null);
      socket.current?.setToken(null);
    }
  }, [model?.you, view?.token]);

  const act = (word: string) => {
    if (!view || pending) return;
    if (socket.current?.send({ type: "act", action: word, seq: view.v.seq })) {
      setPending(true);
      setNotice(null);
    } else {
      setNotice(i18n._({ id: "table.not-connected", message: "Not connected: wait for the connection to come back." }));
    }
  };
  const choose = (game: string, rules: Record<string, unknown>) => {
    if (pending) return;
    const msg = Object.keys(rules).length ? { type: "choose" as const, game, rules } : { type: "choose" as const, game };
    if (socket.current?.send(msg)) setPending(true);
  };
  const setAway = (on: boolean) => socket.current?.send({ type: "away", on });
  const setSitOut = (on: boolean) => socket.current?.send({ type: "sit_out", on });

  const selectedRanks = model ? selected.map((i) => model.myHand[i]?.rank ?? -1).filter((r) => r >= 0) : [];
  const shown = model ? visibleButtons(model.actions, model.five35, selectedRanks) : [];

  // Keyboard shortcuts: the terminal's short forms (see Actions). Keys typed into a text field
  // are the field's (Esc there gives them back), digits in a number field too (Enter in the
  // amount field submits its own form); a checkbox or select left focused keeps nothing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!model || e.ctrlKey || e.metaKey || e.altKey) return;
      const focused = focusedOf(e.target);
      if (fieldKeeps(focused, e.key)) {
        if (e.key === "Escape" && takesText(focused)) (e.target as HTMLElement).blur();
        else if (myTurn && !pending && keyToAction(e.key, shown, amount)) setSwallowed(true);
        return;
      }
      const tag = focused?.tagName;
      if ((e.key === "Enter" || e.key === " ") && ["BUTTON", "A", "SUMMARY", "SELECT", "INPUT"].includes(tag ?? "")) return;
      if (e.key === "Escape") { setSelected([]); return; }
      if (!myTurn || pending) return;
      if (model.choice) {
        const g = /^[1-9]$/.test(e.key) ? model.choice[Number(e.key) - 1] : undefined;
        if (g) { e.preventDefault(); choose(g, {}); }
        return;
      }
      // A digit with a bet or raise to size (and no card to pick): the amount.
      if (/^[0-9]$/.test(e.key) && model.sizing && !shown.some((b) => b.kind === "expose")) {
        e.preventDefault();
        setAmount(Number(e.key));
        document.getElementById("amount")?.focus();
        return;
      }
      const word = keyToAction(e.key, shown, amount);
      if (word) {
        e.preventDefault();
        act(word);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  const sit = async (name: string, at: number | undefined, password: string | undefined) => {
    const res = await api.sit(id, name, at, password, host ?? undefined);
    rememberName(name);
    const saved = { seat: res.seat, token: res.token, name };
    saveSeat(id, saved);
    setSeat(saved);
    socket.current?.setToken(res.token);
  };
  const leave = async () => {
    if (!seat) return;
    if (!confirm(model?.five35
      ? i18n._({ id: "table.leave-confirm-535", message: "Leave the table? You leave the game in play: the others play it on without you." })
      : i18n._({ id: "table.leave-confirm", message: "Leave the table? Your chips are cashed out when the hand in play is over." }))) return;
    try {
      await api.leave(id, seat.seat, seat.token);
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
    saveSeat(id, null);
    setSeat(null);
    socket.current?.setToken(null);
  };

  const me = model && model.you !== null ? view!.v.seats[model.you] : null;
  const emptySeats = view ? view.v.seats.map((s, i) => (s ? -1 : i)).filter((i) => i >= 0) : [];
  const announce = model?.turn ? model.turn.text : model?.result ? model.result.headline : "";
  const name = info?.name ?? i18n._({ id: "table.default-name", message: "Table" });
  const five35Points = (info?.config.rules?.["535"] ?? info?.config.rules?.["five-three-five"])?.card_points as Record<string, unknown> | undefined;

  // The player's hand: under the table, or at Five Three Five on their turn in the turn's bar
  // (its cards narrow the moves).
  const hand = model && (
    <MyHand cards={model.myHand} five35={model.five35} points={five35Points} selected={selected} myTurn={myTurn} totalsText={model.totalsText}
      onToggle={(i) => setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]))} />
  );

  if (missing) {
    return (
      <main class="page table-page" data-testid="table-missing">
        <header class="top table-top">
          <div>
            <a href="/" onClick={(e) => { e.preventDefault(); navigate("/"); }} class="back">{i18n._({ id: "table.back-lobby", message: "← Lobby" })}</a>
            <h1>{i18n._({ id: "table.missing-title", message: "No table here" })}</h1>
          </div>
        </header>
        <p>{i18n._({ id: "table.missing-text", message: "There is no table at this link: it may be mistyped, or the table was never opened on this server." })}</p>
        <p><a class="button primary" href="/" data-testid="missing-lobby"
          onClick={(e) => { e.preventDefault(); navigate("/"); }}>{i18n._({ id: "table.missing-lobby", message: "Find or open a table in the lobby" })}</a></p>
      </main>
    );
  }

  return (
    <main class={`page table-page${menuOpen ? " menu-open" : ""}${myTurn || model?.choice ? " my-turn" : ""}`}>
      <header class="top table-top">
        <div class="table-heading">
          <a href="/" onClick={(e) => { e.preventDefault(); navigate("/"); }} class="back">{i18n._({ id: "table.back-lobby", message: "← Lobby" })}</a>
          <h1 data-testid="table-name-heading">{name}</h1>
        </div>
        {/* On a phone the tools fold into a menu, so that the table starts at the top. */}
        <div class="row header-quick">
          <ConnectionBadge state={conn} />
          <button type="button" class="menu-toggle" aria-expanded={menuOpen} aria-controls="table-menu"
            data-testid="menu-toggle" onClick={() => setMenuOpen(!menuOpen)}>{menuOpen ? i18n._({ id: "table.menu-close", message: "Close menu" }) : i18n._({ id: "table.menu", message: "Menu" })}</button>
        </div>
        <div class="row wrap tools" id="table-menu" data-testid="table-menu">
          <CopyLink path={tablePath(id)} testid="copy-link" />
          <a class="button" href={historyPath(id)} data-testid="history-link" target="_blank" rel="noopener">{i18n._({ id: "table.history-link", message: "Hand history" })}</a>
          {seat && me && (
            <>
              <span class="field check inline">
                <input type="checkbox" id="away" data-testid="away-toggle" checked={me.away}
                  onChange={(e) => setAway((e.target as HTMLInputElement).checked)} />
                <label for="away">{i18n._({ id: "table.away", message: "Away (the table acts for me)" })}</label>
              </span>
              {!waitsForHost(me) && (
                <button type="button" onClick={() => setSitOut(!me.sitting_out)} aria-pressed={!!me.sitting_out}
                  data-testid="sit-out-toggle">{sitOutLabel(me)}</button>
              )}
              <button type="button" onClick={leave} data-testid="leave-button">{i18n._({ id: "table.leave", message: "Leave the table" })}</button>
              {rebuy?.allowed && !showRebuy && (
                <button type="button" onClick={() => setRebuyOpen(true)} data-testid="rebuy-open">{i18n._({ id: "table.rebuy-open", message: "Rebuy / top up" })}</button>
              )}
            </>
          )}
          {host && <span class="muted" title={i18n._({ id: "table.host-title", message: "You opened this table" })}>{i18n._({ id: "table.host-badge", message: "host" })}</span>}
          {seat && me && (
            <fieldset class="alerts row wrap" data-testid="alerts">
              <legend class="sr-only">{i18n._({ id: "table.alerts-legend", message: "When it is your turn" })}</legend>
              <span class="field check inline">
                <input type="checkbox" id="sound" data-testid="sound-toggle" checked={sound}
                  onChange={(e) => toggleSound((e.target as HTMLInputElement).checked)} />
                <label for="sound">{i18n._({ id: "table.sound", message: "Sound on my turn" })}</label>
              </span>
              <span class="field check inline">
                <input type="checkbox" id="notify" data-testid="notify-toggle" checked={notify}
                  onChange={(e) => void toggleNotify((e.target as HTMLInputElement).checked)} />
                <label for="notify">{i18n._({ id: "table.notify", message: "Notify me when this tab is hidden" })}</label>
              </span>
              {notifyNote && <span class="muted" data-testid="notify-note">{notifyNote}</span>}
            </fieldset>
          )}
          {seat && me && (
            <fieldset class="alerts row wrap" data-testid="table-sounds">
              <legend class="sr-only">{i18n._({ id: "table.sounds-legend", message: "Table sounds" })}</legend>
              <span class="field check inline">
                <input type="checkbox" id="deal-sound" data-testid="deal-sound-toggle" checked={dealSound}
                  onChange={(e) => toggleTableSound(DEAL_SOUND_KEY, setDealSound, (e.target as HTMLInputElement).checked)} />
                <label for="deal-sound">{i18n._({ id: "table.deal-sound", message: "Deal sound" })}</label>
              </span>
              <span class="field check inline">
                <input type="checkbox" id="chip-sound" data-testid="chip-sound-toggle" checked={chipSound}
                  onChange={(e) => toggleTableSound(CHIP_SOUND_KEY, setChipSound, (e.target as HTMLInputElement).checked)} />
                <label for="chip-sound">{i18n._({ id: "table.chip-sound", message: "Chip sound" })}</label>
              </span>
            </fieldset>
          )}
          <LangSwitch />
        </div>
      </header>
      <div class="sr-only" aria-live="polite" data-testid="announcer">{announce}</div>
      {notice && (
        <p class="notice" role="alert" data-testid="notice">
          {notice} <button type="button" class="link" onClick={() => setNotice(null)}>{i18n._({ id: "table.dismiss", message: "dismiss" })}</button>
        </p>
      )}
      <div role="status" data-testid="pause-status">
        {model?.pauseText && <p class="pause-line" data-testid="paused">{model.pauseText}</p>}
      </div>
      {host && model?.waitingForStart && (
        <p class="start-line">
          <button type="button" class="primary" data-testid="start-game"
            onClick={() => api.start(id, host).catch((e) => setNotice(e instanceof Error ? e.message : String(e)))}>
            {i18n._({ id: "table.start-game", message: "Start the game now" })}
          </button>
        </p>
      )}
      <div role="status" data-testid="sit-out-status">
        {seat && me && sitOutText(me, !!model?.five35) && (
          <p class="sit-out-line">
            {sitOutText(me, !!model?.five35)}{" "}
            {canComeBack(me) && (
              <button type="button" class="primary" onClick={() => setSitOut(false)} data-testid="im-back">{imBackText()}</button>
            )}
          </p>
        )}
      </div>
      <div role="status" data-testid="rebuy-status">
        {rebuy?.pendingText ? <p class="rebuy-line">{rebuy.pendingText}</p> : rebuyNote && <p class="rebuy-line">{rebuyNote.text}</p>}
      </div>
      {model?.spectator && (
        <p class="muted" data-testid="spectator">{i18n._({ id: "table.watching", message: "You are watching." })}</p>
      )}
      {!model ? <p data-testid="loading">{i18n._({ id: "table.connecting", message: "Connecting to the table…" })}</p> : (
        <div class="table-grid">
          <div class="play-area">
            {showRebuy && rebuy && <RebuyDialog model={rebuy} onRebuy={askRebuy} onClose={closeRebuy} />}
            <Table model={model} showBank={(info?.config.timer_s ?? 0) > 0 && (info?.config.time_bank_s ?? 0) > 0} />
            {myTurn && swallowed && (
              <p class="keys-note" role="status" data-testid="keys-swallowed">
                {i18n._({ id: "table.keys-swallowed", message: "Your keys are going into the text field: press Esc, then play with the keys." })}
              </p>
            )}
            {myTurn && model.choice && (
              <TurnBar>
                <ChooseGame key={model.seq} games={model.choice} catalogue={catalogue} tableRules={info?.config.rules}
                  tableBetting={info?.config.betting} onChoose={choose} pending={pending} />
              </TurnBar>
            )}
            {myTurn && !model.choice && (
              <TurnBar>
                {model.five35 && hand}
                <Actions buttons={model.actions} five35={model.five35} selectedRanks={selectedRanks} amount={amount}
                  onAmount={setAmount} onAct={act} onClearSelection={() => setSelected([])} pending={pending} />
              </TurnBar>
            )}
            {myTurn && !model.choice && seat && model.you !== null && info?.config.hints === true && (
              <Hint id={id} token={seat.token} decision={decisionKey(view?.v.seq, view?.v.legal)} />
            )}
            {!(myTurn && !model.choice && model.five35) && hand}
            {model.spectator && <SitDown emptySeats={emptySeats} needsPassword={!!info?.config.password} onSit={sit} />}
          </div>
          <aside class="side">
            {host && view && <HostPanel id={id} host={host} view={view.v} catalogue={catalogue} config={info?.config} />}
            {model.result && <Showdown result={model.result} />}
            <ChatPanel lines={chat.lines} unread={chat.unread} open={chatOpen} onOpen={setChatOpen}
              onSeeing={(on) => { if (on !== chat.seeing) toChat({ type: "seeing", on }); }}
              onSend={sendChat} error={noteText(chatError)} you={model.you}
              closedText={mayChat(model.spectator, info?.config.spectator_chat) ? null
                : i18n._({ id: "chat.players-only", message: "Only the players chat at this table." })} />
            <Log lines={model.log} title={model.five35 ? i18n._({ id: "log.this-round", message: "This round" }) : i18n._({ id: "log.this-hand", message: "This hand" })} />
          </aside>
        </div>
      )}
    </main>
  );
}
