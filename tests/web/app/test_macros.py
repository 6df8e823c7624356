"""Template helpers in templates/_macros.html."""

from flask import render_template_string
from flask_wtf import FlaskForm
from wtforms import IntegerField
from wtforms.validators import InputRequired

PAGE = '{% from "_macros.html" import render_field %}{{ render_field(form.target) }}'


class TargetForm(FlaskForm):
    target = IntegerField("Target score", validators=[InputRequired()])


def test_render_field_shows_label_input_and_errors(app):
    with app.test_request_context(method="POST", data={"target": "lots"}):
        form = TargetForm()
        assert not form.validate()
        html = render_template_string(PAGE, form=form)
    assert '<label for="target">Target score</label>' in html
    assert 'aria-invalid="true"' in html
    assert "Not a valid integer value." in html


def test_render_field_without_errors_has_no_error_list(app):
    with app.test_request_context():
        html = render_template_string(PAGE, form=TargetForm())
    assert "<input" in html and 'name="target"' in html
    assert "errors" not in html
