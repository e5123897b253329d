"""Lifts at the gym, on a phone: upload a simulated stream and read the reps and the advice; then
a live set fed by the simulator (the same path the clip's Web Serial / Bluetooth lines take),
completed with one tap; the history and the load–velocity profile."""
import os
import subprocess
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

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
