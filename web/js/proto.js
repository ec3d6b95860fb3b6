// proto.js - one WebSocket to the server (docs/PROTOCOL.md), subprotocol "arnak".
//
// request(msg) gives every message an id and resolves with the reply that
// carries it (an "error" reply resolves too: the caller reads its code).
// Pushed messages (update, and the view that follows a join/watch) go to the
// onPush listener.  After a drop the connection comes back by itself with a
// growing delay; on reopening it says hello, re-joins the seats and watches it
// had (each join brings a fresh view) and calls onReconnect so that the app can
// read the game's whole story again with `history`.

const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

export class Conn {
  constructor(url) {
    this.url = url || Conn.defaultUrl();
    this.ws = null;
    this.nextId = 1;
    this.pending = new Map();   // id -> {resolve, msg, sent}
    this.onBusy = () => {};     // told when a request goes out or its reply comes (app.js's idle signal)
    this.queue = [];            // messages sent while closed (sent on open)
    this.follows = new Map();   // "game/seat" -> join or watch message to repeat
    this.attempt = 0;
    this.opened = false;        // opened at least once
    this.closedByUs = false;
    this.onPush = () => {};
    this.onState = () => {};    // ('connecting'|'connected'|'reconnecting')
    this.onOpen = () => {};     // every (re)open, before the queued messages
    this.onReconnect = () => {};
  }

  static defaultUrl() {
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    return scheme + location.host + '/';
  }

  // The page's game (its fragment's game=) in the URL: a proxy in front of several
  // servers (deploy/haproxy.cfg) sends every client of a game to the same one.  Any
  // server can serve any game, so this only saves them following each other.
  routedUrl() {
    const hash = typeof location === 'undefined' ? '' : location.hash;
    const g = /[#&]game=([0-9a-f]{1,16})/.exec(hash);
    return this.url + (g && !this.url.includes('?') ? '?game=' + g[1] : '');
  }

  connect() {
    this.closedByUs = false;
    this.onState(this.opened ? 'reconnecting' : 'connecting');
    let ws;
    try {
      ws = new WebSocket(this.routedUrl(), 'arnak');
    } catch (e) {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      const again = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.onState('connected');
      this.onOpen(again);
      if (again) {
        // Requests sent on the dropped line got no reply: they are answered as
        // lost (the app re-reads the view).  Those written while the line was
        // down are still queued and go out below.
        for (const [id, p] of this.pending) {
          if (p.sent) {
            p.resolve({type: 'error', code: 'lost', message: 'connection lost', id});
            this.pending.delete(id);
          }
        }
        for (const m of this.follows.values()) this.rawSend(m);
        this.onReconnect();
      }
      const q = this.queue;
      this.queue = [];
      for (const m of q) this.rawSend(m);
    };
    ws.onmessage = ev => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.id !== undefined && this.pending.has(m.id)) {
        const p = this.pending.get(m.id);
        this.pending.delete(m.id);
        p.resolve(m);
        this.onBusy();
        return;
      }
      this.onPush(m);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closedByUs) return;
      this.onState('reconnecting');
      this.scheduleReconnect();
    };
    ws.onerror = () => { /* onclose follows */ };
  }

  scheduleReconnect() {
    const ms = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt++;
    setTimeout(() => this.connect(), ms);
  }

  isOpen() { return this.ws && this.ws.readyState === WebSocket.OPEN; }

  rawSend(m) {
    if (!this.isOpen()) {
      this.queue.push(m);
      return;
    }
    this.ws.send(JSON.stringify(m));
    if (m.id !== undefined && this.pending.has(m.id)) this.pending.get(m.id).sent = true;
  }

  /** Send msg with a fresh id; resolves with the reply (error replies included). */
  request(msg) {
    const id = this.nextId++;
    const m = Object.assign({}, msg, {id});
    return new Promise(resolve => {
      this.pending.set(id, {resolve, msg: m, sent: false});
      this.rawSend(m);
      this.onBusy();
    });
  }

  /** Join a seat and keep it joined across reconnects. */
  join(gameId, seat, token) {
    const m = {type: 'join', game_id: gameId, seat, token};
    this.follows.set(`${gameId}/${seat}`, m);
    return this.request(m);
  }

  /** Watch a game as a spectator, again after reconnects. */
  watch(gameId) {
    const m = {type: 'watch', game_id: gameId};
    this.follows.set(`${gameId}/watch`, m);
    return this.request(m);
  }

  /** Stop following a game (every seat and the watch). */
  leave(gameId) {
    let had = false;
    for (const k of [...this.follows.keys()]) {
      if (k.startsWith(gameId + '/')) { this.follows.delete(k); had = true; }
    }
    if (had) return this.request({type: 'leave', game_id: gameId});
    return Promise.resolve(null);
  }

  /** Drop the line on purpose (tests of the reconnect path use it). */
  drop() { if (this.ws) this.ws.close(); }
}
