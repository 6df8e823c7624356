// The service worker, served at /service-worker.js with SHELL (the digest URLs of the app's files),
// VERSION and MANIFEST written above this line by scorekeeper/web/pages/installable.py.
//
// The app's files come from the cache. The games list, a game's scoreboard and its hand form come
// from the network, and a copy of each is kept (a scoreboard's brings its hand form's); with no
// network the copy is shown, and the page is told so (it then says "Offline — scores as of 20:14"). Nothing else is kept: no POST answer, no
// error page, not the club list, sheets or exports. Stopping following a game drops its copies.
//
// A save posted from a page (a new hand, a correction, a deletion) goes to the network as it is; only
// when no answer comes at all (the Wi-Fi up but the server asleep or its uplink dead, and the phone
// still saying "online") does the worker answer it, with a page of its own that carries the posted
// fields, inert, to outbox_rescue.js, which keeps the save in the outbox (the app's own form only,
// posted from its own page: ownForm). The server's answers, a
// refusal or a 5xx included, pass through untouched, and nothing a POST brings back is kept.
"use strict";

var SHELL_CACHE = "shell-" + VERSION;
var PAGES_CACHE = "pages";
var GAME_PAGE = /^\/g\/([A-Za-z0-9_-]{22})(\/hands\/new)?$/;
var SCOREBOARD = /^\/g\/([A-Za-z0-9_-]{22})$/;
var SAVE = /^\/g\/([A-Za-z0-9_-]{22})\/hands\/(?:new|(\d+)\/(edit|delete))$/;  // hand_pages.py, hand_removal.py
// The worker's own page: no inline script runs (the fields ride in a JSON element), nothing from elsewhere.
var KEPT_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
var fromCopy = {};  // client id -> true: the page this client shows came from the cache

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL_CACHE)
    .then(function (cache) { return cache.addAll(SHELL); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  // Yesterday's files go; kept pages stay (a page asking for yesterday's app.css gets today's).
  event.waitUntil(caches.keys()
    .then(function (names) {
      return Promise.all(names.filter(function (name) { return name.indexOf("shell-") === 0 && name !== SHELL_CACHE; })
        .map(function (name) { return caches.delete(name); }));
    })
    .then(function () { return self.clients.claim(); })
    .then(keepOpenPages));
});

// The first visit: the page on screen came before this worker, so no copy of it was kept. Keep the
// open windows' pages now; the pages say which others they showed before (a "seen" message).
function keepOpenPages() {
  return self.clients.matchAll({ type: "window" }).then(function (windows) {
    return keepSeen(windows.map(function (client) { return new URL(client.url); })
      .filter(function (url) { return url.origin === self.location.origin; })
      .map(function (url) { return url.pathname; }));
  });
}

function keepSeen(paths) {
  return caches.open(PAGES_CACHE).then(function (cache) {
    return Promise.all(paths.filter(isKeptPage).map(function (path) {
      return cache.match(path).then(function (kept) {
        if (kept) return null;
        // Marked as the worker's own copy, so the server does not reorder the device's list for it.
        return fetch(path, { credentials: "same-origin", headers: { "X-Background-Copy": "1" } }).then(function (response) {
          return keepable(response) ? keep(path, response) : null;
        }, function () { return null; });
      });
    }));
  });
}

function isKeptPage(path) {
  return path === "/" || GAME_PAGE.test(path);
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST") {
    // Only a page's own post: outbox.js's sends (fetch) must see a failure as a failure.
    if (request.mode === "navigate" && SAVE.test(url.pathname)) event.respondWith(saveOrKeep(request, url.pathname));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(shellFile(request, url.pathname));
  } else if (url.pathname === MANIFEST) {  // it has no digest URL: the server's, else the kept one
    event.respondWith(fetch(request).catch(function () { return caches.match(MANIFEST, { ignoreVary: true }); }));
  } else if (isKeptPage(url.pathname)) {
    event.respondWith(networkFirst(event, url.pathname));
  }
});

function shellFile(request, path) {
  return caches.match(request, { ignoreVary: true }).then(function (kept) {
    return kept || fetch(request).catch(function () {
      return caches.open(SHELL_CACHE).then(function (cache) {
        return cache.match(path, { ignoreSearch: true, ignoreVary: true });
      }).then(function (older) { return older || Response.error(); });
    });
  });
}

function keepable(response) {
  var type = response.headers.get("Content-Type") || "";
  return response.status === 200 && !response.redirected && response.type === "basic" && type.indexOf("text/html") === 0;
}

function keep(path, response) {
  // Stamped with when it was kept, to find the scoreboard seen last (Date has whole seconds only).
  return response.blob().then(function (body) {
    var headers = new Headers(response.headers);
    headers.set("X-Kept-At", String(Date.now()));
    var copy = new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
    return caches.open(PAGES_CACHE).then(function (cache) {
      return cache.put(path, copy).then(function () { return SCOREBOARD.test(path) ? keepForm(cache, path) : null; });
    });
  });
}

// A game's scoreboard kept, its hand form is kept too, once: "Record hand" then opens offline even on
// a phone that never opened the form online. Any copy will do: the page draws itself as the phone
// last knew the game (hand_offline.js), whatever hand the copy was kept at.
function keepForm(cache, board) {
  var form = board + "/hands/new";
  return cache.match(form).then(function (kept) {
    if (kept) return null;
    return fetch(form, { credentials: "same-origin", headers: { "X-Background-Copy": "1" } }).then(function (response) {
      return keepable(response) ? keep(form, response) : null;
    }, function () { return null; });
  });
}

function networkFirst(event, path) {
  return fetch(event.request).then(function (response) {
    if (keepable(response)) {
      event.waitUntil(keep(path, response.clone()));
    } else if (response.status === 404) {  // a deleted game: its copy must not outlive it
      event.waitUntil(caches.open(PAGES_CACHE).then(function (cache) { return cache.delete(path); }));
    }
    return response;
  }, function () {
    return offlineCopy(event, path);
  });
}

function offlineCopy(event, path) {
  return caches.open(PAGES_CACHE).then(function (cache) {
    // Opened with no connection (the home-screen icon opens "/"), the app shows the last scoreboard it saw.
    var last = path === "/" ? lastScoreboard(cache) : Promise.resolve(null);
    return last.then(function (scoreboard) {
      if (scoreboard) return Response.redirect(scoreboard, 302);
      return cache.match(path).then(function (copy) {
        if (!copy) return Response.error();
        fromCopy[event.resultingClientId || event.clientId] = true;
        return copy;
      });
    });
  });
}

function lastScoreboard(cache) {
  return cache.keys().then(function (requests) {
    var boards = requests.filter(function (request) { return SCOREBOARD.test(new URL(request.url).pathname); });
    return Promise.all(boards.map(function (request) { return cache.match(request); })).then(function (copies) {
      var newest = null;
      var newestAt = -Infinity;
      copies.forEach(function (copy, i) {
        var at = Number(copy && copy.headers.get("X-Kept-At")) || 0;
        if (newest === null || at > newestAt) { newest = new URL(boards[i].url).pathname; newestAt = at; }
      });
      return newest;
    });
  });
}

function drop(games) {
  // The games list says which game this phone stopped following: copies of its pages go.
  return caches.open(PAGES_CACHE).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.map(function (request) {
        var found = GAME_PAGE.exec(new URL(request.url).pathname);
        return found && games.indexOf(found[1]) >= 0 ? cache.delete(request) : null;
      }));
    });
  });
}

// The post goes to the server; its fields are read first (the body can be read once), for the case
// of no answer. Only a save is kept: Preview and the meld buttons post to the same address, and
// with no server they have nothing to show, as before. Only the app's own form is kept: from a page
// of this origin (Referrer-Policy same-origin), with its CSRF token and nonce (issue 39, L4).
function ownForm(request, pairs) {
  var given = {};
  pairs.forEach(function (pair) { given[pair[0]] = pair[1]; });
  return request.referrer.indexOf(self.location.origin + "/") === 0 && !!given.csrf_token && /^[0-9a-f]{32}$/.test(given.nonce);
}

function saveOrKeep(request, path) {
  var fields = request.clone().formData().then(function (data) {
    var pairs = [];
    data.forEach(function (value, name) { if (typeof value === "string") pairs.push([name, value]); });
    return pairs;
  }, function () { return null; });
  return fetch(request).catch(function (failure) {
    return fields.then(function (pairs) {
      var found = SAVE.exec(path), kind = found[3] || "new";
      var saving = pairs && (kind === "delete" || pairs.some(function (pair) { return pair[0] === "action" && /^save/.test(pair[1]); }));
      if (!saving || !ownForm(request, pairs)) throw failure;
      return keptPage({ url: path, game: found[1], kind: kind, number: found[2] ? parseInt(found[2], 10) : null,
                        fields: pairs });
    });
  });
}

function keptPage(rescued) {
  // Inside <script> only "</" could end the element: <, > and & are written as JSON escapes, and
  // JSON.parse gives back exactly what was typed.
  var json = JSON.stringify(rescued).replace(/[<>&\u2028\u2029]/g, function (c) {
    return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
  });
  var css = shellUrl(/^\/static\/app\.css\?/), script = shellUrl(/^\/static\/bundles\/page\.js\?/);
  var html = '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Canasta</title>' +
    (css ? '<link rel="stylesheet" href="' + css + '">' : "") +
    '<script type="application/json" id="rescued-save">' + json + "</script>" +
    '<script src="' + script + '" data-worker="' + self.location.pathname + '" defer></script>' +
    '</head><body><main><div class="flashes"></div></main></body></html>';
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": KEPT_POLICY } });
}

function shellUrl(pattern) {
  return SHELL.filter(function (url) { return pattern.test(url); })[0] || "";
}

self.addEventListener("message", function (event) {
  var message = event.data || {};
  if (message.type === "drop" && Array.isArray(message.games)) {
    event.waitUntil(drop(message.games));
  } else if (message.type === "seen" && Array.isArray(message.paths)) {
    event.waitUntil(keepSeen(message.paths.filter(function (path) { return typeof path === "string"; }).slice(0, 20)));
  } else if (message.type === "served-how" && event.source) {
    event.source.postMessage({ type: "served", fromCopy: !!fromCopy[event.source.id] });
    delete fromCopy[event.source.id];
  }
});
