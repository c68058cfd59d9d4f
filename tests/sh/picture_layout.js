// liuren - tests/sh/picture_layout.js: run by headless Chromium inside a
// copy of a page of `liuren print --format html` (tests/sh/picture.sh):
// with the fonts the browser really uses, every text of a palace lies
// across inside its cell, and no two texts on one baseline (the
// general and its 遁干, a branch and its marks, the columns of the 三傳
// and 四課) overlap; and no error is raised on the page (a script's, or
// a resource that did not load). Writes what it found, last, into a
// pre element of id layout-check.
// Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
var pageErrors = [];
window.addEventListener('error', function (e) {
	pageErrors.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || e.type));
}, true);
window.addEventListener('load', function () {
	var out = pageErrors.slice(), eps = 0.5;
	document.querySelectorAll('svg').forEach(function (svg) {
		var cells = {};
		svg.querySelectorAll('rect.cell').forEach(function (r) {
			var m = r.getAttribute('class').match(/\bb(\d+)\b/);
			cells[m[1]] = r.getBoundingClientRect();
		});
		var texts = Array.prototype.map.call(svg.querySelectorAll('text'),
			function (t) {
				var m = (t.getAttribute('class') || '').match(/\bpalace b(\d+)\b/);
				return { text: t.textContent, y: t.getAttribute('y'),
					 palace: m ? m[1] : null,
					 box: t.getBoundingClientRect() };
			});
		texts.forEach(function (a, i) {
			if (a.palace !== null) {
				var c = cells[a.palace];
				if (a.box.left < c.left - eps || a.box.right > c.right + eps)
					out.push('outside its cell: ' + a.text);
			}
			for (var j = i + 1; j < texts.length; j++) {
				var b = texts[j];
				if (a.y === b.y && a.box.left < b.box.right - eps &&
				    b.box.left < a.box.right - eps)
					out.push('overlap: ' + a.text + ' / ' + b.text);
			}
		});
		out.unshift('texts ' + texts.length);
	});
	var r = document.createElement('pre');
	r.id = 'layout-check';
	r.textContent = out.join('\n');
	document.body.appendChild(r);
});
