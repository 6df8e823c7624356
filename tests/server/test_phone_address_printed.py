"""`scripts/run.sh` prints the address a phone should open, and the share page of the real server
uses it. The server under test listens on 127.0.0.1 only, so PUBLIC_URL stands in for the Wi-Fi
address (tests/web/app/test_phone_link.py covers HOST=0.0.0.0 without opening a port to the network)."""

from live_server import Browser, Table, start_server


def test_run_sh_prints_the_phones_address_and_its_qr_and_the_share_page_uses_it(
    tmp_path,
):
    server = start_server(
        tmp_path / "instance", config='PUBLIC_URL = "http://192.0.2.50:8000"\n'
    )
    try:
        table = Table(Browser(server.port), "Friday")
        assert table.start_game().status == 302
        game = table.hand_page.split("/hands/")[0]
        share = table.browser.get(game + "/share").body
        table.browser.close()
        assert f'href="http://192.0.2.50:8000{game}"' in share
        assert "127.0.0.1" not in share.split('class="share-link"')[1].split("</p>")[0]
    finally:
        server.stop()
    log = server.log.read_text()
    assert "Phones on the same Wi-Fi: open http://192.0.2.50:8000" in log
    assert log.count("█") > 20  # the QR code, drawn in the terminal


def test_run_sh_on_loopback_says_how_to_let_phones_in(tmp_path):
    server = start_server(tmp_path / "instance")
    server.stop()
    assert "HOST=0.0.0.0 scripts/run.sh" in server.log.read_text()
