(function () {
  'use strict';
  var body = document.body;
  window.addEventListener('error', function (e) {
    body.setAttribute('data-js', 'error');
    body.setAttribute('data-js-error', String(e.message));
  });
  try {
    var all = document.querySelectorAll('[data-hop]');
    var mark = function (cycle, hop, on) {
      var same = document.querySelectorAll('[data-cycle="' + cycle + '"][data-hop="' + hop + '"]');
      for (var i = 0; i < same.length; i++) {
        same[i].classList.toggle('hl', on);
      }
    };
    for (var i = 0; i < all.length; i++) {
      (function (el) {
        var cycle = el.getAttribute('data-cycle');
        var hop = el.getAttribute('data-hop');
        el.addEventListener('mouseenter', function () { mark(cycle, hop, true); });
        el.addEventListener('mouseleave', function () { mark(cycle, hop, false); });
        el.addEventListener('focus', function () { mark(cycle, hop, true); });
        el.addEventListener('blur', function () { mark(cycle, hop, false); });
      })(all[i]);
    }
    var boxes = document.querySelectorAll('input[data-links]');
    for (var j = 0; j < boxes.length; j++) {
      (function (box) {
        var svg = document.getElementById(box.getAttribute('data-links'));
        box.addEventListener('change', function () { svg.classList.toggle('hide-links', !box.checked); });
      })(boxes[j]);
    }
    var drawn = document.querySelectorAll('svg.fabric g.hop').length;
    body.setAttribute('data-hops-drawn', String(drawn));
    if (body.getAttribute('data-js') !== 'error') {
      body.setAttribute('data-js', 'ok');
    }
  } catch (e) {
    body.setAttribute('data-js', 'error');
    body.setAttribute('data-js-error', String(e && e.message ? e.message : e));
  }
})();
