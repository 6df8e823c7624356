// What the phone's scripts give each other, in one object instead of a window global each. Loaded
// first in every bundle (web/delivery/bundles.py), so any script may offer to it and a later one
// take from it: localTime (pages/local_time.js, for a scoreboard redrawn in place by
// offline/live_updates.js), handDraft (hand/hand_draft.js, for hand/hand_preview.js) and handScorer
// (hand/hand_offline.js, for hand/hand_preview.js and offline/outbox_form.js). A module with a face
// of its own keeps its name (LocalStore, Outbox, Scorer and its parts, HandPage).
(function () {
  "use strict";
  window.Scorekeeper = window.Scorekeeper || {};
})();
