"""Lifts at the gym, on a phone: upload a simulated stream and read the reps and the advice; then
a live set fed by the simulator (the same path the clip's Web Serial / Bluetooth lines take),
completed with one tap; the history and the load–velocity profile."""
import json
import os
import signal
import subprocess
import tempfile

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import ROOT, click_and_wait, fill, screenshot, sign_in


def simulate(*args):
    binary = os.environ.get("ALMANAC_BINARY", str(ROOT / ".build" / "debug" / "almanac"))
    result = subprocess.run([binary, "lifts", "simulate", *args], capture_output=True, text=True, check=True)
    return result.stdout


def test_upload_a_simulated_stream_and_read_reps_and_advice(driver, server):
    sign_in(driver, server)
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Lifts"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Lifts"
    click_and_wait(driver, driver.find_element(By.ID, "start-lifting"))
    stream = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    stream.write(simulate("--lift", "squat", "--reps", "5", "--load", "100", "--tilt-rep", "3", "--noise", "spiky"))
    stream.close()
    fill(driver, "load", "100")
    fill(driver, "goalReps", "5")
    driver.find_element(By.NAME, "file").send_keys(stream.name)
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Analyse and save']"), "Recorded 5 reps.")
    os.unlink(stream.name)
    rows = driver.find_elements(By.CSS_SELECTOR, ".lift-table tbody tr")
    assert len(rows) == 5
    advice = driver.find_element(By.ID, "advice").text
    assert "Rep 3: the bar tilted" in advice
    assert len(driver.find_elements(By.CSS_SELECTOR, "svg.lift-chart")) >= 4
    # The value under the pointer, and from the keyboard: the chart takes focus, the arrows move.
    chart = driver.find_element(By.CSS_SELECTOR, "svg[data-hover=trace]")
    readout = chart.find_element(By.XPATH, "./following-sibling::output")
    ActionChains(driver).move_to_element(chart).perform()
    WebDriverWait(driver, 15).until(lambda d: " s · " in readout.text and "Velocity" in readout.text)
    assert "m/s" in readout.text
    driver.execute_script("arguments[0].focus()", chart)
    ActionChains(driver).send_keys(Keys.HOME).send_keys(Keys.ARROW_RIGHT).perform()
    WebDriverWait(driver, 15).until(lambda d: readout.text.startswith("0.") or readout.text.startswith("1."))
    bar = driver.find_element(By.CSS_SELECTOR, "rect.rep-bar")
    driver.execute_script("arguments[0].focus()", bar)
    bars_readout = bar.find_element(By.XPATH, "ancestor::figure/output")
    WebDriverWait(driver, 15).until(lambda d: bars_readout.text.startswith("Rep 1: "))
    ActionChains(driver).move_to_element(chart).perform()
    screenshot(driver, "lifts-set")


def test_a_live_set_from_the_simulator_is_saved_with_one_tap(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/lifts/record")
    fill(driver, "load", "120")
    fill(driver, "goalReps", "4")
    driver.find_element(By.CSS_SELECTOR, "button[data-action=simulate]").click()
    wait = WebDriverWait(driver, 30)
    wait.until(lambda d: int(d.find_element(By.CSS_SELECTOR, "[data-role=reps]").text or 0) >= 2)
    assert "Lift in progress" in driver.find_element(By.CSS_SELECTOR, ".lift-live-status").text
    screenshot(driver, "lifts-live")
    wait.until(lambda d: "done" in d.find_element(By.CSS_SELECTOR, ".lift-live-status").text)
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[data-action=complete]"), "Recorded 4 reps.")
    assert "4/4 reps" in driver.find_element(By.CSS_SELECTOR, ".lead").text

    click_and_wait(driver, driver.find_element(By.PARTIAL_LINK_TEXT, "Workout"))
    assert len(driver.find_elements(By.CSS_SELECTOR, ".lift-table tbody tr")) == 2
    driver.get(server.url + "/lifts")
    screenshot(driver, "lifts-home")
    driver.get(server.url + "/lifts/profile?lift=squat")
    assert "Estimated 1RM" in driver.page_source
    screenshot(driver, "lifts-profile")


def test_templates_are_edited_and_ordered_and_a_lifts_settings_saved(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/lifts")
    for lift, load in (("squat", "100"), ("bench", "60")):
        driver.find_element(By.XPATH, "//summary[normalize-space()='New template']").click()
        form = driver.find_element(By.CSS_SELECTOR, "form[action='/lifts/templates']")
        Select(form.find_element(By.NAME, "lift")).select_by_value(lift)
        form.find_element(By.NAME, "load").send_keys(load)
        form.find_element(By.NAME, "goalReps").send_keys("5")
        click_and_wait(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"), "Added the template")

    def names():
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".lift-template-start")]

    assert names() == ["Start: Squat 1×5 @ 100 kg", "Start: Bench press 1×5 @ 60 kg"]
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Move Bench press 1×5 @ 60 kg up']"), "Moved")
    assert names() == ["Start: Bench press 1×5 @ 60 kg", "Start: Squat 1×5 @ 100 kg"]

    row = driver.find_elements(By.CSS_SELECTOR, ".lift-templates > li")[1]
    row.find_element(By.TAG_NAME, "summary").click()
    form = row.find_element(By.CSS_SELECTOR, ".lift-template-edit form")
    for name, value in (("name", ""), ("load", "120"), ("sets", "5")):
        field = form.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)
    click_and_wait(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"), "Saved the template")
    assert names() == ["Start: Bench press 1×5 @ 60 kg", "Start: Squat 5×5 @ 120 kg"]
    driver.find_elements(By.CSS_SELECTOR, ".lift-templates > li")[0].find_element(By.TAG_NAME, "summary").click()
    screenshot(driver, "lifts-templates")

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Lift settings"))
    fill(driver, "minimumVelocity", "0.32")
    fill(driver, "tiltLimit", "7")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save squat settings']"), "Saved the squat settings")
    assert driver.find_element(By.NAME, "minimumVelocity").get_attribute("value") == "0.32"
    assert "Squat (changed)" in driver.find_element(By.CSS_SELECTOR, ".lift-kinds").text
    screenshot(driver, "lifts-settings")


def test_ctrl_c_ends_a_recorded_set_and_saves_what_was_received(tmp_path):
    """`almanac lifts record --device FIFO`: part of a simulated set arrives (three of its five
    reps and a line cut off mid-way), the clip keeps the device open, the user presses Ctrl-C.
    The set is saved with every complete line received, the cut-off line is left out, the
    analysis is printed, and the exit status is 0."""
    binary = os.environ.get("ALMANAC_BINARY", str(ROOT / ".build" / "debug" / "almanac"))
    data = str(tmp_path / "data")
    created = subprocess.run([binary, "users", "create", "ada", "--password-stdin", "--data", data],
                             input="correct horse battery\n", capture_output=True, text=True)
    assert created.returncode == 0, created.stderr
    truth_path = tmp_path / "truth.json"
    stream = simulate("--lift", "squat", "--reps", "5", "--load", "100", "--truth", str(truth_path)).splitlines(keepends=True)
    truth = json.loads(truth_path.read_text())
    # Cut between rep 3's end and rep 4's start (20 Hz, two lines per sample).
    samples = int((truth[2]["endMs"] + truth[3]["startMs"]) / 2 / 50)
    sent = "".join(stream[:2 * samples])
    fifo = tmp_path / "ttyUSB0"
    os.mkfifo(fifo)
    record = subprocess.Popen(
        [binary, "lifts", "record", "--device", str(fifo), "--lift", "squat", "--load", "100", "--json", "--data", data],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, encoding="utf-8")
    try:
        with open(fifo, "w") as device:  # opens once the command has opened its end
            assert "Lift in progress" in record.stderr.readline()
            device.write(sent + "s:1")
            device.flush()
            record.send_signal(signal.SIGINT)
            output, errors = record.communicate(timeout=60)
    finally:
        if record.poll() is None:
            record.kill()
    assert record.returncode == 0, errors
    assert "left out" in errors
    saved = json.loads(output)
    assert saved["analysis"]["samples"] == samples
    assert saved["analysis"]["set"]["reps"] == 3
    listed = json.loads(subprocess.run([binary, "lifts", "list", "--json", "--data", data],
                                       capture_output=True, text=True, check=True).stdout)
    assert [s["id"] for s in listed[0]["sets"]] == [saved["id"]]
    assert listed[0]["sets"][0]["reps"] == 3  # the API's session: each set's headline figures
