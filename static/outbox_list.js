// On the scoreboard: this game's kept saves, waiting or refused (with the server's reason), each
// to open in its form or to discard. Drawn from data, as text.
(function () {
  "use strict";
  var outbox = window.Outbox;
  if (!outbox) return;
  var words = outbox.words;

  function draw() {
    var main = document.querySelector("main"), box = main.querySelector(".outbox");
    var kept = outbox.entries(words.game);
    if (box) box.remove();
    if (!kept.length) return;
    box = document.createElement("ul");
    box.className = "outbox";
    kept.forEach(function (entry) {
      var item = document.createElement("li"), text = document.createElement("p");
      item.className = entry.refused ? "refused-entry" : "waiting-entry";
      text.textContent = outbox.say(entry.refused ? words.stateRefused : words.stateWaiting,
                                    { what: outbox.label(entry), why: entry.refused });
      item.appendChild(text);
      if (entry.refused) {
        var open = document.createElement("a"), discard = document.createElement("button");
        open.className = discard.className = "button";
        open.href = entry.url + "#outbox-" + entry.nonce;
        open.textContent = words.open;
        discard.type = "button";
        discard.textContent = words.discard;
        discard.addEventListener("click", function () {
          outbox.remove(entry);
          outbox.show();
        });
        item.append(open, " ", discard);
      }
      box.appendChild(item);
    });
    main.querySelector(".flashes").after(box);
  }

  document.addEventListener("outbox:shown", draw);
  draw();
})();
