// The "busy" page: send the same form again by itself once the server's Retry-After has passed.
// It carries the same nonce, so a hand that got through meanwhile is still saved only once.
// A sheet or download refused while the server drew others is asked for again the same way.
(function () {
  "use strict";
  var form = document.getElementById("retry-form"), link = document.getElementById("retry-link");
  var again = form || link;
  if (!again) return;
  var left = parseInt(again.dataset.retryAfter, 10) || 2;
  var shown = document.getElementById("retry-seconds");
  var timer = setInterval(function () {
    left -= 1;
    if (shown) shown.textContent = String(Math.max(left, 0));
    if (left <= 0) {
      clearInterval(timer);
      if (form) form.submit();
      else window.location.replace(link.href);
    }
  }, 1000);
})();
