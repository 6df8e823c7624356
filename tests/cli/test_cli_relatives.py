"""The command line on Burraco, Buraco and Biriba records: `scorekeeper variants` lists them and
`scorekeeper score` scores the relatives reference's worked hands (relatives.md B1, B2, C1, D1)."""

from cli.test_cli import run, score


def test_variants_lists_the_three_relatives_and_their_presets():
    out = run("variants").stdout
    for variant_id in (
        "burraco",
        "burraco-international",
        "burraco-2p",
        "burraco-3p",
        "buraco",
        "buraco-fechado",
        "buraco-stbl",
        "biriba",
    ):
        assert f"{variant_id}: " in out, variant_id
    assert "few sources" in out


def test_burraco_b1_meld_by_meld_then_b2_counted():
    """B1: NS 50 + 90 + 45 + 200 + 100 + 100 − 25 = 560, EW 75 + 45 + 150 − 75 − 100 = 95;
    B2: NS 100 + 100 + 100 − 10 = 290, EW 55 − 15 − 125 = −85."""
    out = score("burraco.json")
    assert [h["scores"] for h in out["hands"]] == [[560, 95], [290, -85]]
    assert out["hands"][0]["canastas"] == [
        {"clean": 1, "dirty": 1},
        {"semi_clean": 1},
    ]
    assert out["hands"][1]["breakdown"][1]["pile"] == -125
    assert out["totals"] == [850, 10] and out["target"] == 2005


def test_buraco_c1_counted():
    """C1: A 145 + 200 + 100 + 100 − 15 = 530; B 60 − 70 − 100 = −110."""
    assert score("buraco.json")["totals"] == [530, -110]


def test_biriba_d1_in_trumps_then_a_hand_the_stock_ended():
    """D1: A 745, B −10; then nobody closes: A 60 − 10 = 50, B 40 − 100 = −60."""
    out = score("biriba.json")
    assert [h["scores"] for h in out["hands"]] == [[745, -10], [50, -60]]
    assert out["hands"][0]["trump"] == "clubs" and out["hands"][1]["ended"] == "stock"
