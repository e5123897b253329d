"""Health data as a user meets it: an Apple Health export with a watch and a phone recording the
same minutes, imported on the page (Food → Health data), the per-day table, the sources order
changed, and the CLI's import and `health days --json` on the same data."""
import datetime
import json
import os
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import browser_today, click_and_wait, screenshot, sign_in


def record(kind, source, unit, start, end, value, offset):
    return (f'<Record type="HKQuantityTypeIdentifier{kind}" sourceName="{source}" unit="{unit}" '
            f'startDate="{start:%Y-%m-%d %H:%M:%S} {offset}" endDate="{end:%Y-%m-%d %H:%M:%S} {offset}" value="{value}"/>')


def export(days, today, offset):
    """Per day: the watch's active energy in 10-minute samples, the phone's over the same hours
    (covered: it must not count), resting energy, steps from both, a weigh-in, sleep. Times are
    written as a phone writes them: local, with the zone's offset (`+0100`)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<HealthData locale=\"en_US\">"]
    for back in range(days, 0, -1):
        day = datetime.datetime.combine(today - datetime.timedelta(days=back), datetime.time())
        for slot in range(18):
            start = day + datetime.timedelta(hours=7, minutes=10 * slot)
            lines.append(record("ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", start, start + datetime.timedelta(minutes=10), 25 + back % 5, offset))
        lines.append(record("ActiveEnergyBurned", "Ann’s iPhone", "kcal", day + datetime.timedelta(hours=7),
                            day + datetime.timedelta(hours=10), 300, offset))
        lines.append(record("BasalEnergyBurned", "Ann’s Apple Watch", "kcal", day, day + datetime.timedelta(hours=24), 1520 + back, offset))
        lines.append(record("StepCount", "Ann’s iPhone", "count", day + datetime.timedelta(hours=12),
                            day + datetime.timedelta(hours=13), 3000 + 100 * back, offset))
        lines.append(record("StepCount", "Ann’s Apple Watch", "count", day + datetime.timedelta(hours=12),
                            day + datetime.timedelta(hours=13), 2800 + 100 * back, offset))
        lines.append(record("BodyMass", "Withings", "kg", day + datetime.timedelta(hours=6, minutes=30),
                            day + datetime.timedelta(hours=6, minutes=30), round(72.4 - back * 0.05, 2), offset))
        lines.append(f'<Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Ann’s Apple Watch" '
                     f'startDate="{day + datetime.timedelta(minutes=20):%Y-%m-%d %H:%M:%S} {offset}" '
                     f'endDate="{day + datetime.timedelta(hours=6):%Y-%m-%d %H:%M:%S} {offset}" value="HKCategoryValueSleepAnalysisAsleepCore"/>')
    lines.append("</HealthData>")
    return "\n".join(lines) + "\n"


def test_import_an_export_on_the_page_and_read_the_days(driver, server):
    sign_in(driver, server)
    folder = tempfile.mkdtemp(prefix="almanac-health-")
    path = os.path.join(folder, "export.xml")
    today = browser_today(driver)
    minutes = -driver.execute_script("return new Date().getTimezoneOffset()")
    offset = f"{'+' if minutes >= 0 else '-'}{abs(minutes) // 60:02d}{abs(minutes) % 60:02d}"
    with open(path, "w") as f:
        f.write(export(12, today, offset))

    driver.get(server.url + "/food")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Health data"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Health data"
    driver.find_element(By.CSS_SELECTOR, "#health-import-form input[type=file]").send_keys(path)
    # A slow line (8 KB/s up): the upload's progress shows under the form, then the
    # server's reading of the file, and the answer takes the page's place with the result.
    driver.set_network_conditions(offline=False, latency=5, download_throughput=1024 * 1024, upload_throughput=8 * 1024)
    button = driver.find_element(By.XPATH, "//button[normalize-space()='Import']")
    button.click()
    WebDriverWait(driver, 20).until(
        EC.text_to_be_present_in_element((By.CSS_SELECTOR, "#health-import-form .import-progress"), "Uploading export.xml: "))
    progress = driver.find_element(By.CSS_SELECTOR, "#health-import-form .import-progress")
    assert " of " in progress.text and progress.find_element(By.TAG_NAME, "progress").get_attribute("value") is not None
    screenshot(driver, "health-import-progress")
    WebDriverWait(driver, 60).until(EC.staleness_of(button))
    driver.delete_network_conditions()
    WebDriverWait(driver, 20).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".flash"), "Imported"))
    done = driver.find_element(By.CSS_SELECTOR, "#health-import-form .import-progress")
    assert done.text.startswith("Imported export.xml ("), done.text
    rows = driver.find_elements(By.CSS_SELECTOR, "#health-days-table tbody tr")
    assert len(rows) == 12
    yesterday = today - datetime.timedelta(days=1)
    first = rows[0].text
    # The watch's 18 samples of 26 kcal; the phone's 300 kcal over the same three hours do not count.
    assert str(yesterday) in first and "468" in first and "2900" in first, first
    sources = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".health-sources .entry-name")]
    assert sources == ["Ann’s Apple Watch", "Ann’s iPhone", "Withings"]
    screenshot(driver, "health-data")

    # The phone first: its steps now count in full, the watch's not at all (same hour).
    phone = driver.find_elements(By.CSS_SELECTOR, ".health-sources li")[1]
    click_and_wait(driver, phone.find_element(By.XPATH, ".//button[normalize-space()='Up']"), "Source order saved")
    sources = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".health-sources .entry-name")]
    assert sources[0] == "Ann’s iPhone"

    result = server.cli("health", "import", path, "--user", "ada")
    assert result.returncode == 0, result.stderr
    assert "Days covered: 12" in result.stdout and "changed: 12" in result.stdout, result.stdout
    days = server.cli("health", "days", "--user", "ada", "--from", str(yesterday), "--to", str(yesterday), "--json")
    assert days.returncode == 0, days.stderr
    [day] = json.loads(days.stdout)
    assert day["steps"] == 3100 and day["activeKcal"] == 300 + 0, day
    assert day["sources"][0] == "Ann’s iPhone"
