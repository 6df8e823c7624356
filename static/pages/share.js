// The share page's buttons: "Copy link" puts the game's link on the clipboard, and "Share…" opens
// the phone's own share sheet (navigator.share) where the browser has one. Without JavaScript, or
// without either feature, the buttons stay hidden and the link and QR code still do the job.
(function () {
  "use strict";
  var link = document.querySelector("[data-share-link]");
  if (!link) return;
  var url = link.getAttribute("href");

  var copy = document.querySelector("[data-copy-link]");
  if (copy && navigator.clipboard && window.isSecureContext) {
    copy.hidden = false;
    copy.addEventListener("click", function () {
      navigator.clipboard.writeText(url).then(function () {
        var done = document.querySelector("[data-copied]");
        if (done) done.hidden = false;
      });
    });
  } else if (copy) {
    // Over plain http on the Wi-Fi the clipboard API is off: select the link for a long-press copy.
    copy.hidden = false;
    copy.addEventListener("click", function () {
      var range = document.createRange();
      range.selectNodeContents(link);
      var chosen = window.getSelection();
      chosen.removeAllRanges();
      chosen.addRange(range);
      try { document.execCommand("copy"); } catch (e) { /* selected: the player copies it */ }
      var done = document.querySelector("[data-copied]");
      if (done) done.hidden = false;
    });
  }

  var share = document.querySelector("[data-share-sheet]");
  if (share && navigator.share) {
    share.hidden = false;
    share.addEventListener("click", function () {
      navigator.share({ title: share.dataset.title, url: url }).catch(function () {});
    });
  }
})();
