-- The staff inbox (docs/decisions/0087-staff-inbox-behind-access.md): every quote request a
-- visitor sends, kept with its state, who has it, and what was done with it.

-- One row a request, keyed by the reference the visitor was given: the same request sent again
-- finds its row and never makes a second. Contact fields are kept apart from the answers so the
-- list can show and search them; `answers` holds every answer as sent (JSON), in the visitor's
-- language. `version` grows with every change, so two staff changing one request at once see
-- each other's change instead of overwriting it.
CREATE TABLE quote_requests (
  reference TEXT PRIMARY KEY NOT NULL,
  received_at TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'sw')),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  place TEXT NOT NULL DEFAULT '',
  answers TEXT NOT NULL,
  estimate TEXT,
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'visit-booked', 'quoted', 'won', 'lost', 'spam')),
  spam_reason TEXT,
  assignee TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);

-- The list: newest first, a page at a time, by status or not.
CREATE INDEX quote_requests_newest ON quote_requests (received_at DESC, reference DESC);
CREATE INDEX quote_requests_by_status ON quote_requests (status, received_at DESC, reference DESC);

-- A request's history: who changed what, when (the visitor's sending is the first entry).
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL REFERENCES quote_requests (reference) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX request_events_of_request ON request_events (reference, id);

-- What staff looked at and took away (Data Protection Act, 2019): each view of a request and
-- each export, kept apart from the requests so erasing one keeps the record that it was seen.
CREATE TABLE staff_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('viewed', 'exported', 'erased')),
  detail TEXT NOT NULL
);
