// The "busy" page: send the same form again by itself once the server's Retry-After has passed.
// It carries the same nonce, so a hand that got through meanwhile is still saved only once.
(function () {
  "use strict";
  var form = document.getElementById("retry-form");
  if (!form) return;
  var left = parseInt(form.dataset.retryAfter, 10) || 2;
  var shown = document.getElementById("retry-seconds");
  var timer = setInterval(function () {
    left -= 1;
    if (shown) shown.textContent = String(Math.max(left, 0));
    if (left <= 0) {
      clearInterval(timer);
      form.submit();
    }
  }, 1000);
})();
