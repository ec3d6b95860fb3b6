-- schema_pg.sql - the tables of the server's PostgreSQL store (src/server/store_pg.c),
-- built into the program.  Each "-- version N" line starts the migration that brings a
-- database from version N-1 to N; on start the server runs, in one transaction and
-- under a lock that other starting servers wait for, every version above the one in
-- its schema_version table.  A released version is never edited: a change is a new
-- version below the last.
--
-- games: one row per game (seq: creation order; nactions and last_hash follow its
-- actions: how many, and the state hash after the last one); actions: each step of a
-- game under the primary key (game_id, idx), so that one step is committed once;
-- meta: how many games were ever created (a lost row is told at start); chat: each
-- game's chat rows (channel 'seats', 'spectators' or 'joined'; seat -1: a spectator).
-- Seeds and hashes are 64-bit unsigned numbers kept in bigint (the same bits).
-- games.clock (version 2): the game's clock in src/server/clocks.c's stored form, NULL for
-- a game without one.

-- version 1
CREATE TABLE games (
    seq bigserial NOT NULL UNIQUE,
    id text PRIMARY KEY,
    game text NOT NULL,
    players integer NOT NULL,
    options text NOT NULL,
    seed bigint NOT NULL,
    seats text NOT NULL,
    resigned integer NOT NULL DEFAULT -1,
    created bigint NOT NULL,
    nactions bigint NOT NULL,
    last_hash bigint,
    CHECK (last_hash IS NOT NULL OR nactions = 0)
);
CREATE TABLE actions (
    game_id text NOT NULL REFERENCES games (id),
    idx integer NOT NULL,
    action bigint NOT NULL,
    hash bigint NOT NULL,
    PRIMARY KEY (game_id, idx)
);
CREATE TABLE meta (
    key text PRIMARY KEY,
    value bigint NOT NULL
);
INSERT INTO meta VALUES ('games', 0);

-- version 2
ALTER TABLE games ADD COLUMN clock text;

-- version 3
CREATE TABLE chat (
    game_id text NOT NULL REFERENCES games (id),
    idx integer NOT NULL,
    seat integer NOT NULL,
    channel text NOT NULL,
    created bigint NOT NULL,
    body text NOT NULL,
    PRIMARY KEY (game_id, idx)
);

-- version 4
-- bot_leases: which process moves a game's bots (`arnak serve --shared`): its holder
-- renews the lease while it holds the game; once it expires (the holder died) another
-- process takes it over.
CREATE TABLE bot_leases (
    game_id text PRIMARY KEY,
    holder text NOT NULL,
    expires timestamptz NOT NULL
);
-- arnak_step(game, idx): with several processes each action is written only as the next
-- step of its game (idx = its count of actions): an action taken on a state that another
-- process's undo took back is refused as the key it would take (unique_violation), so
-- that its process answers `stale` and reads the game again, as for the same step.
CREATE FUNCTION arnak_step(g text, i bigint) RETURNS void AS $$
BEGIN
    IF (SELECT nactions FROM games WHERE id = g) IS DISTINCT FROM i THEN
        RAISE unique_violation USING MESSAGE = 'not the next step',
            DETAIL = format('Key (game_id, idx)=(%s, %s) is not the next step.', g, i);
    END IF;
END
$$ LANGUAGE plpgsql;

-- version 5
-- arnak_act(game, idx, action, hash, channel, tag): an action in one statement, whose
-- plans the session keeps (four statements to parse and plan were most of the database's
-- CPU per action).  The game's row moves to the step; with several processes (tag not
-- empty) only from step idx, refused as arnak_step refuses; the action's row is inserted,
-- and the other processes are told (NOTIFY channel, 'tag game count a').
CREATE OR REPLACE FUNCTION arnak_act(g text, i bigint, a bigint, h bigint, chan text, tag text)
RETURNS void AS $$
BEGIN
    IF tag = '' THEN
        UPDATE games SET nactions = i + 1, last_hash = h WHERE id = g;
    ELSE
        UPDATE games SET nactions = i + 1, last_hash = h WHERE id = g AND nactions = i;
        IF NOT FOUND THEN
            RAISE unique_violation USING MESSAGE = 'not the next step',
                DETAIL = format('Key (game_id, idx)=(%s, %s) is not the next step.', g, i);
        END IF;
    END IF;
    INSERT INTO actions (game_id, idx, action, hash) VALUES (g, i, a, h);
    IF tag <> '' THEN
        PERFORM pg_notify(chan, format('%s %s %s a', tag, g, i + 1));
    END IF;
END
$$ LANGUAGE plpgsql;
