// Problems and scores in the page's language, for what the phone scores itself (scorer_cards.js and its
// parts): the sentences and words come translated from the server (web/boards/scoreboard.py's
// scorer_data, from problem_texts.py); this only fills them in, parameter by parameter, as
// problem_texts.py does. Text only, never HTML.
(function (root) {
  "use strict";
  function fill(template, values) {
    return String(template).replace(/%\((\w+)\)s/g, function (all, key) { return String(values[key]); });
  }

  root.ScorerWords = function (w, lang) {
    var t = w.t, grouping = w.grouped && root.Intl ? new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }) : null;

    function digits(n) { return grouping ? grouping.format(n) : String(n); }
    function number(n) { return n < 0 ? w.minus + digits(-n) : digits(n); }
    function signed(n) { return n > 0 ? "+" + digits(n) : number(n); }
    function plural(pair, n) { return fill(pair[n === 1 ? 0 : 1], { num: number(n) }); }
    function kind(k) { return w.kinds[k] || String(k).replace(/_/g, " "); }
    function joined(items) {
      return items.length < 2 ? items.join("") : fill(t.and, { first: items.slice(0, -1).join(", "), second: items[items.length - 1] });
    }
    function canastas(k, n) {
      var pair = w.canastas_of_kind[k] || w.canastas_of_kind["*"];  // as translations/kind_words.py words it
      return fill(pair[n === 1 ? 0 : 1], { num: number(n), kind: kind(k) });
    }
    function requirement(value) {
      if (typeof value === "number") return value ? number(value) : t.none;
      var canasta = value.canasta === "natural" ? t.natural : t.canasta;
      return value.points ? fill(t.and_points, { canasta: canasta, points: number(value.points) }) : canasta;
    }
    function meld(key) {
      if (key[0] === "run") {
        return key[2] ? fill(t.run_from_in, { low: key[1], suit: w.suits[key[2]] || key[2] }) : fill(t.run_from, { low: key[1] });
      }
      return fill(t.meld_of, { rank: w.ranks[key[0]] || key[0] });
    }
    function word(name, value) {  // problem_texts._words, name by name
      if (name === "needed" && value && typeof value === "object") {
        return joined(Object.keys(value).map(function (k) { return canastas(k, value[k]); }));
      }
      if (w.counted[name]) return plural(w.counted[name], value);
      if (name === "variant") return w.variants[value] || value;
      if (name === "rank") return w.ranks[value] || value;
      if (name === "kind") return kind(value);
      if (name === "kinds" || name === "specials") return value.map(kind).join(", ") || t.none;
      if (name === "meld") return meld(value);
      if (name === "what") return w.fields[value] || value;
      if (name === "sides") return Array.isArray(value) ? joined(value.map(String)) : String(value);
      if (name === "requirement") return requirement(value);
      if (name === "canastas") {
        return joined(Object.keys(value).filter(function (k) { return value[k]; }).map(function (k) { return canastas(k, value[k]); }));
      }
      if (name === "having") return Object.keys(value).map(function (k) { return kind(k) + ": " + number(value[k]); }).join(", ");
      if (name === "suit") return w.suits[value] || value;
      return typeof value === "number" ? number(value) : String(value);
    }
    function problem(p) {
      var values = {};
      Object.keys(p.params).forEach(function (name) { values[name] = word(name, p.params[name]); });
      return fill(w.sentences[p.code] || p.code, values);
    }
    return { problem: problem, number: number, signed: signed, fill: fill, plural: plural, requirement: requirement,
             item: function (key) { return w.items[key] || key; }, kind: function (k) { return w.kind_words[k] || k.replace(/_/g, " "); },
             t: t };
  };
})(typeof self !== "undefined" ? self : this);
