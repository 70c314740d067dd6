#!/usr/bin/env python3
"""Writes the wide samples for fitting (issue 16): penguins-raw.csv (17 columns, an excerpt of the
Palmer penguins raw data, CC0) with an R-style row index, weather.csv (40 columns, generated), and
their CJK variants penguins-raw-ja.csv and weather-ja.csv. Deterministic: run it to regenerate."""
import csv, os, random

HERE = os.path.dirname(os.path.abspath(__file__))

# Palmer penguins raw data (palmerpenguins 0.1.6, penguins-raw.csv; CC0), eight rows, without the
# constant Region column.
PENGUIN_HEADER = ["studyName", "Sample Number", "Species", "Island", "Stage", "Individual ID",
                  "Clutch Completion", "Date Egg", "Culmen Length (mm)", "Culmen Depth (mm)",
                  "Flipper Length (mm)", "Body Mass (g)", "Sex", "Delta 15 N (o/oo)",
                  "Delta 13 C (o/oo)", "Comments"]
PENGUINS = [
    ["PAL0708", "1", "Adelie Penguin (Pygoscelis adeliae)", "Torgersen", "Adult, 1 Egg Stage", "N1A1", "Yes", "2007-11-11", "39.1", "18.7", "181", "3750", "MALE", "NA", "NA", "Not enough blood for isotopes."],
    ["PAL0708", "4", "Adelie Penguin (Pygoscelis adeliae)", "Torgersen", "Adult, 1 Egg Stage", "N2A2", "Yes", "2007-11-16", "NA", "NA", "NA", "NA", "NA", "NA", "NA", "Adult not sampled."],
    ["PAL0708", "8", "Adelie Penguin (Pygoscelis adeliae)", "Torgersen", "Adult, 1 Egg Stage", "N4A2", "No", "2007-11-15", "39.2", "19.6", "195", "4675", "MALE", "9.4606", "-24.89958", "Nest never observed with full clutch."],
    ["PAL0708", "7", "Gentoo penguin (Pygoscelis papua)", "Biscoe", "Adult, 1 Egg Stage", "N34A1", "Yes", "2007-11-27", "45.4", "14.6", "211", "4800", "FEMALE", "8.24515", "-25.46782", "NA"],
    ["PAL0809", "47", "Gentoo penguin (Pygoscelis papua)", "Biscoe", "Adult, 1 Egg Stage", "N11A1", "No", "2008-11-09", "45.5", "13.9", "210", "4200", "FEMALE", "8.47829", "-26.61788", "Nest never observed with full clutch."],
    ["PAL0708", "23", "Chinstrap penguin (Pygoscelis antarctica)", "Dream", "Adult, 1 Egg Stage", "N85A1", "No", "2007-11-28", "43.2", "16.6", "187", "2900", "FEMALE", "9.35416", "-25.01185", "Nest never observed with full clutch."],
    ["PAL0910", "67", "Chinstrap penguin (Pygoscelis antarctica)", "Dream", "Adult, 1 Egg Stage", "N100A1", "Yes", "2009-11-21", "50.8", "19", "210", "4100", "MALE", "9.98044", "-24.68741", "NA"],
]

JA_HEADER = ["調査名", "標本番号", "種", "島", "段階", "個体 ID", "産卵完了", "産卵日", "嘴峰長 (mm)", "嘴峰高 (mm)",
             "翼長 (mm)", "体重 (g)", "性別", "Delta 15 N (o/oo)", "Delta 13 C (o/oo)", "備考"]
JA = {"Adelie Penguin (Pygoscelis adeliae)": "アデリーペンギン (Pygoscelis adeliae)",
      "Gentoo penguin (Pygoscelis papua)": "ジェンツーペンギン (Pygoscelis papua)",
      "Chinstrap penguin (Pygoscelis antarctica)": "ヒゲペンギン (Pygoscelis antarctica)",
      "Torgersen": "トーゲルセン島", "Biscoe": "ビスコー諸島", "Dream": "ドリーム島",
      "Adult, 1 Egg Stage": "成鳥・1 卵期", "Yes": "はい", "No": "いいえ", "MALE": "雄", "FEMALE": "雌",
      "Not enough blood for isotopes.": "同位体分析に十分な血液がない。",
      "Adult not sampled.": "成鳥は未採取。",
      "Nest never observed with full clutch.": "満卵の巣は一度も観察されず。"}


def write(name, header, rows):
    with open(os.path.join(HERE, name), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow([""] + header)  # R's write.csv: an unnamed row index
        for i, row in enumerate(rows, 1):
            w.writerow([str(i)] + row)


write("penguins-raw.csv", PENGUIN_HEADER, PENGUINS)
write("penguins-raw-ja.csv", JA_HEADER, [[JA.get(v, v) for v in row] for row in PENGUINS])

# A generated daily weather report, 40 columns with the index.
WEATHER_HEADER = [
    "Station", "Country", "Date", "Latitude (°)", "Longitude (°)", "Elevation (m)",
    "Temperature Max (°C)", "Temperature Min (°C)", "Temperature Mean (°C)",
    "Apparent Temperature Max (°C)", "Apparent Temperature Min (°C)", "Precipitation Sum (mm)",
    "Rain Sum (mm)", "Snowfall Sum (cm)", "Precipitation Hours (h)", "Wind Speed Max (km/h)",
    "Wind Gusts Max (km/h)", "Wind Direction Dominant (°)", "Shortwave Radiation Sum (MJ/m²)",
    "Reference Evapotranspiration (mm)", "Sunshine Duration (s)", "Daylight Duration (s)",
    "Sunrise", "Sunset", "Weather Code (WMO)", "Cloud Cover Mean (%)", "Relative Humidity Mean (%)",
    "Dew Point Mean (°C)", "Surface Pressure Mean (hPa)", "Soil Temperature 0-7 cm (°C)",
    "Soil Moisture 0-7 cm (m³/m³)", "UV Index Max", "Visibility Mean (km)", "Snow Depth (cm)",
    "Growing Degree Days (base 10 °C)", "Vapour Pressure Deficit Max (kPa)", "Observer",
    "Data Quality Flag", "Remarks"]
STATIONS = [("Oslo Blindern", "Norway", 59.94, 10.72, 94), ("Zürich Fluntern", "Switzerland", 47.38, 8.57, 556),
            ("Valentia Observatory", "Ireland", 51.94, -10.24, 24), ("Tokyo", "Japan", 35.69, 139.75, 25),
            ("Alice Springs Airport", "Australia", -23.80, 133.89, 546), ("Reykjavík", "Iceland", 64.13, -21.90, 52)]
OBSERVERS = ["K. Andersen", "M. Keller", "S. O'Brien", "Y. Tanaka", "J. Nguyen", "G. Sigurðsson"]
REMARKS = ["Light rain in the afternoon, clearing by evening.", "NA", "Gale warning issued for coastal waters at 14:00.",
           "Sensor maintenance between 09:10 and 09:40; readings interpolated.", "Dust haze reduced visibility.", "NA"]
JA_STATIONS = ["オスロ・ブリンデルン", "チューリッヒ・フルンテルン", "バレンシア観測所", "東京", "アリススプリングス空港", "レイキャビク"]
JA_COUNTRIES = ["ノルウェー", "スイス", "アイルランド", "日本", "オーストラリア", "アイスランド"]
JA_OBSERVERS = ["アンデルセン", "ケラー", "オブライエン", "田中 優子", "グエン", "シグルズソン"]
JA_REMARKS = ["午後に小雨、夕方までに回復。", "NA", "14 時に沿岸海域へ強風警報を発表。",
              "09:10〜09:40 にセンサー保守、値は補間。", "砂塵により視程低下。", "NA"]
JA_WEATHER_TITLES = {"Station": "観測所", "Country": "国", "Date": "日付", "Observer": "観測者", "Remarks": "備考",
                     "Temperature Max (°C)": "最高気温 (°C)", "Temperature Min (°C)": "最低気温 (°C)",
                     "Precipitation Sum (mm)": "降水量 (mm)"}


def weather_rows(ja):
    rng = random.Random(16)
    rows = []
    for k, (name, country, lat, lon, elev) in enumerate(STATIONS):
        tmax = round(rng.uniform(-2, 34), 1)
        tmin = round(tmax - rng.uniform(3, 14), 1)
        rain = round(max(0.0, rng.gauss(2, 4)), 1)
        snow = 0.0 if tmin > 0 else round(rng.uniform(0, 6), 2)
        rows.append([
            JA_STATIONS[k] if ja else name, JA_COUNTRIES[k] if ja else country, "2024-03-%02d" % (k + 11),
            "%.2f" % lat, "%.2f" % lon, str(elev), "%.1f" % tmax, "%.1f" % tmin, "%.1f" % ((tmax + tmin) / 2),
            "%.1f" % (tmax - rng.uniform(0, 4)), "%.1f" % (tmin - rng.uniform(0, 5)), "%.1f" % (rain + snow),
            "%.1f" % rain, "%.2f" % snow, str(rng.randint(0, 14)), "%.1f" % rng.uniform(4, 60),
            "%.1f" % rng.uniform(20, 110), str(rng.randint(0, 359)), "%.2f" % rng.uniform(2, 28),
            "%.2f" % rng.uniform(0.2, 7), str(rng.randint(0, 40000)), str(rng.randint(38000, 48000)),
            "06:%02d" % rng.randint(0, 59), "18:%02d" % rng.randint(0, 59), str(rng.choice([0, 1, 3, 61, 63, 71, 80])),
            str(rng.randint(0, 100)), str(rng.randint(20, 98)), "%.1f" % (tmin - rng.uniform(0, 3)),
            "%.1f" % rng.uniform(940, 1030), "%.1f" % (tmin + rng.uniform(0, 6)), "%.3f" % rng.uniform(0.05, 0.45),
            "%.1f" % rng.uniform(0, 11), "%.1f" % rng.uniform(2, 50), str(rng.choice([0, 0, 3, 12])),
            "%.1f" % max(0.0, (tmax + tmin) / 2 - 10), "%.2f" % rng.uniform(0.1, 4),
            JA_OBSERVERS[k] if ja else OBSERVERS[k], rng.choice(["ok", "ok", "suspect", "estimated"]),
            JA_REMARKS[k] if ja else REMARKS[k]])
    return rows


write("weather.csv", WEATHER_HEADER, weather_rows(False))
write("weather-ja.csv", [JA_WEATHER_TITLES.get(t, t) for t in WEATHER_HEADER], weather_rows(True))
