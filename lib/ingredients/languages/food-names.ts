/**
 * The common ingredients by name in German, French and Spanish, each beside the English name
 * the app's food table, pantry and shopping list already know ("Olivenöl", "huile d'olive" and
 * "aceite de oliva" are "olive oil"). One row per food: `english | deutsch | français | español`,
 * other names of the same food after a ";". Plurals need no row of their own: each language's
 * word key (food-lookup.ts) folds "Zwiebeln", "oignons" and "cebollas" onto the singular.
 * A name marked "!" is also an English word for something else ("Curry" is curry powder in
 * German, "curry leaves" English; French "raisin" is a grape): it counts only in a line known
 * to be in that language (given, or told by its measure: "1 TL Curry").
 * The English names are names of lib/nutrition's food table (tests/ingredients/food-names.test.ts).
 */
export const FOOD_NAME_ROWS = `
salt | Salz; Meersalz; Kochsalz | sel; sel fin; gros sel; fleur de sel | sal; sal fina; sal gruesa; sal marina
black pepper | Pfeffer; schwarzer Pfeffer; Pfefferkörner | poivre; poivre noir; poivre du moulin | pimienta; pimienta negra; pimienta molida
white pepper | weißer Pfeffer | poivre blanc | pimienta blanca
sugar | Zucker; weißer Zucker; Kristallzucker | sucre; sucre en poudre; sucre semoule; sucre blanc | azúcar; azúcar blanco; azúcar blanca
icing sugar | Puderzucker | sucre glace | azúcar glas; azúcar glass; azúcar impalpable
brown sugar | brauner Zucker; Rohrzucker | sucre roux; cassonade; vergeoise | azúcar moreno; azúcar morena; azúcar mascabado
vanilla sugar | Vanillezucker | sucre vanillé | azúcar avainillado; azúcar de vainilla
honey | Honig | miel | miel
maple syrup | Ahornsirup | sirop d'érable | sirope de arce; jarabe de arce
plain flour | Mehl; Weizenmehl; Weizenmehl Type 405; Mehl Type 405 | farine; farine de blé; farine T55; farine T45 | harina; harina de trigo; harina común; harina todo uso
strong white flour | Weizenmehl Type 550; Brotmehl | farine de force; farine T65 | harina de fuerza; harina panadera
wholemeal flour | Vollkornmehl; Weizenvollkornmehl | farine complète | harina integral
self-raising flour | selbsttreibendes Mehl | farine à levure | harina leudante; harina con levadura
cornflour | Speisestärke; Maisstärke | fécule de maïs; maïzena; amidon de maïs | maicena; almidón de maíz; fécula de maíz
potato flour | Kartoffelstärke | fécule de pomme de terre | fécula de patata
rye flour | Roggenmehl | farine de seigle | harina de centeno
spelt flour | Dinkelmehl | farine d'épeautre | harina de espelta
buckwheat flour | Buchweizenmehl | farine de sarrasin | harina de trigo sarraceno
rice flour | Reismehl | farine de riz | harina de arroz
gram flour | Kichererbsenmehl | farine de pois chiche | harina de garbanzo
ground almond | gemahlene Mandeln; Mandelmehl | poudre d'amande; amandes en poudre | almendra molida; harina de almendra
semolina | Grieß; Hartweizengrieß | semoule | sémola
polenta | Polenta; Maisgrieß | polenta | polenta; harina de maíz
baking powder | Backpulver | levure chimique | levadura química; polvo de hornear; polvo para hornear; impulsor
bicarbonate of soda | Natron | bicarbonate de soude; bicarbonate | bicarbonato; bicarbonato de sodio
dried yeast | Trockenhefe | levure sèche; levure de boulanger sèche | levadura seca
fresh yeast | Hefe; frische Hefe; Frischhefe | levure fraîche; levure de boulanger | levadura fresca; levadura de panadería
gelatine | Gelatine; Blattgelatine | gélatine; feuille de gélatine | gelatina; hoja de gelatina
vanilla extract | Vanilleextrakt; Vanillearoma | extrait de vanille; vanille liquide | extracto de vainilla; esencia de vainilla
vanilla pod | Vanilleschote | gousse de vanille | vaina de vainilla
cocoa powder | Kakao; Kakaopulver; Backkakao | cacao; cacao en poudre | cacao; cacao en polvo
dark chocolate | Zartbitterschokolade; Bitterschokolade; Kuvertüre | chocolat noir; chocolat pâtissier; chocolat à pâtisserie | chocolate negro; chocolate fondant; chocolate amargo
milk chocolate | Vollmilchschokolade; Milchschokolade | chocolat au lait | chocolate con leche
white chocolate | weiße Schokolade | chocolat blanc | chocolate blanco
plain chocolate | Schokotropfen; Schokostückchen | pépites de chocolat | pepitas de chocolate; chips de chocolate
jam | Marmelade; Konfitüre | confiture | mermelada
apricot jam | Aprikosenkonfitüre; Aprikosenmarmelade | confiture d'abricot | mermelada de albaricoque
egg | Ei; Eier | œuf; oeuf | huevo
egg yolk | Eigelb; Eidotter | jaune d'œuf; jaune d'oeuf; jaune | yema; yema de huevo
egg white | Eiweiß; Eiklar | blanc d'œuf; blanc d'oeuf; blanc | clara; clara de huevo
butter | Butter | beurre; noix de beurre; noisette de beurre | mantequilla; manteca
ghee | Butterschmalz; geklärte Butter; Ghee | beurre clarifié; ghee | mantequilla clarificada; ghee
unsalted butter | ungesalzene Butter; Süßrahmbutter | beurre doux | mantequilla sin sal
salted butter | gesalzene Butter; Salzbutter | beurre salé; beurre demi-sel | mantequilla con sal
melted butter | geschmolzene Butter; zerlassene Butter | beurre fondu | mantequilla derretida
milk | Milch; Vollmilch | lait; lait entier | leche; leche entera
semi-skimmed milk | fettarme Milch | lait demi-écrémé | leche semidesnatada
skimmed milk | Magermilch | lait écrémé | leche desnatada
buttermilk | Buttermilch | babeurre; lait ribot | suero de leche; leche de manteca
double cream | Schlagsahne; Sahne; süße Sahne | crème liquide; crème entière; crème fleurette; crème liquide entière; crème | nata; nata para montar; nata líquida; crema de leche
sour cream | Schmand; saure Sahne; Sauerrahm | crème aigre | crema agria; nata agria
crème fraîche | Crème fraîche | crème fraîche; crème épaisse; crème fraîche épaisse | crème fraîche; crema fresca
greek yogurt | griechischer Joghurt | yaourt grec | yogur griego
natural yogurt | Joghurt; Naturjoghurt | yaourt; yaourt nature; yogourt | yogur; yogur natural
quark | Quark; Magerquark; Speisequark | fromage blanc | queso quark; requesón batido
cream cheese | Frischkäse | fromage frais; fromage à tartiner; St Môret | queso crema; queso de untar
cottage cheese | Hüttenkäse | cottage cheese; fromage cottage | requesón; queso cottage
cheddar | Cheddar | cheddar | queso cheddar; cheddar
parmesan | Parmesan; Parmesankäse | parmesan | queso parmesano; parmesano
pecorino romano | Pecorino | pecorino | pecorino; queso pecorino
gruyère | Gruyère; Bergkäse; Emmentaler; Emmentaler Käse | gruyère; emmental; comté | queso gruyer; gruyer; emmental
mozzarella | Mozzarella; Büffelmozzarella | mozzarella | mozzarella; queso mozzarella
grated mozzarella | geriebener Käse; Reibekäse; Pizzakäse | fromage râpé; gruyère râpé; emmental râpé | queso rallado
feta | Feta; Schafskäse; Fetakäse | feta | queso feta; feta
ricotta | Ricotta | ricotta | ricotta
mascarpone | Mascarpone | mascarpone | mascarpone; queso mascarpone
goat's cheese | Ziegenkäse | fromage de chèvre; chèvre; bûche de chèvre | queso de cabra
blue cheese | Blauschimmelkäse; Gorgonzola | roquefort; bleu; fourme d'ambert | queso azul; cabrales; gorgonzola
brie | Brie | brie | queso brie
camembert | Camembert | camembert | camembert
gouda | Gouda | gouda | queso gouda
manchego | Manchego | manchego | queso manchego; manchego
raclette cheese | Raclettekäse | fromage à raclette; raclette | queso raclette
reblochon | Reblochon | reblochon | queso reblochon
halloumi | Halloumi; Grillkäse | halloumi | halloumi
sweetened condensed milk | gezuckerte Kondensmilch | lait concentré sucré | leche condensada
evaporated milk | Kondensmilch; Dosenmilch | lait concentré non sucré | leche evaporada
coconut milk | Kokosmilch | lait de coco | leche de coco
ice cream | Eis; Speiseeis; Vanilleeis | glace; glace vanille | helado
water | Wasser; kaltes Wasser; warmes Wasser; lauwarmes Wasser | eau; eau froide; eau tiède; eau chaude | agua; agua fría; agua tibia; agua caliente
chicken stock | Hühnerbrühe; Geflügelbrühe; Hühnerfond; Geflügelfond | bouillon de volaille; bouillon de poulet; fond de volaille | caldo de pollo; caldo de ave
beef stock | Rinderbrühe; Fleischbrühe; Rinderfond; Kalbsfond | bouillon de bœuf; bouillon de boeuf; fond de veau; fond brun | caldo de carne; caldo de ternera; caldo de res
vegetable stock | Gemüsebrühe; Gemüsefond; Brühe | bouillon de légumes; bouillon | caldo de verduras; caldo vegetal; caldo
fish stock | Fischfond; Fischbrühe | fumet de poisson; bouillon de poisson | caldo de pescado; fumet
stock cube | Brühwürfel; Suppenwürfel; Gemüsebrühwürfel | cube de bouillon; bouillon cube; cube | pastilla de caldo; cubito de caldo; avecrem
dry white wine | Weißwein; trockener Weißwein | vin blanc; vin blanc sec | vino blanco; vino blanco seco
red wine | Rotwein; trockener Rotwein | vin rouge | vino tinto
sherry | Sherry | xérès; vin de xérès | jerez; vino de jerez; fino; vino fino
brandy | Weinbrand; Cognac; Brandy | cognac; armagnac; calvados | coñac; brandy
rum | Rum; brauner Rum | rhum; rhum brun | ron
beer | Bier; Helles | bière; bière blonde | cerveza
cider | Apfelwein; Cidre | cidre | sidra
port | Portwein | porto | oporto; vino de oporto
coffee | Kaffee; starker Kaffee | café; café fort | café
espresso | Espresso | expresso; espresso | café expreso; espresso
tea | Tee; schwarzer Tee | thé; thé noir | té; té negro
apple juice | Apfelsaft | jus de pomme | zumo de manzana; jugo de manzana
orange juice | Orangensaft | jus d'orange | zumo de naranja; jugo de naranja
lemon juice | Zitronensaft | jus de citron | zumo de limón; jugo de limón
lime juice | Limettensaft | jus de citron vert | zumo de lima; jugo de lima
lemon zest | Zitronenschale; Zitronenabrieb | zeste de citron | ralladura de limón; piel de limón; cáscara de limón
orange zest | Orangenschale; Orangenabrieb | zeste d'orange | ralladura de naranja; piel de naranja
olive oil | Olivenöl; natives Olivenöl; Olivenöl extra vergine | huile d'olive; huile d'olive vierge extra | aceite de oliva; aceite de oliva virgen extra; aceite de oliva virgen; AOVE
vegetable oil | Öl; Pflanzenöl; neutrales Öl; Speiseöl | huile; huile végétale; huile neutre | aceite; aceite vegetal
sunflower oil | Sonnenblumenöl | huile de tournesol | aceite de girasol
rapeseed oil | Rapsöl | huile de colza | aceite de colza
sesame oil | Sesamöl | huile de sésame | aceite de sésamo
coconut oil | Kokosöl | huile de coco | aceite de coco
walnut oil | Walnussöl | huile de noix | aceite de nuez
margarine | Margarine | margarine | margarina
lard | Schmalz; Schweineschmalz | saindoux | manteca de cerdo
vinegar | Essig; Weißweinessig; Weinessig | vinaigre; vinaigre de vin; vinaigre blanc; vinaigre de vin blanc | vinagre; vinagre de vino; vinagre blanco
red wine vinegar | Rotweinessig | vinaigre de vin rouge | vinagre de vino tinto
balsamic vinegar | Balsamico; Balsamessig; Aceto Balsamico | vinaigre balsamique; balsamique | vinagre balsámico; vinagre de módena
cider vinegar | Apfelessig | vinaigre de cidre | vinagre de manzana; vinagre de sidra
sherry vinegar | Sherryessig | vinaigre de xérès | vinagre de jerez
mustard | Senf; mittelscharfer Senf | moutarde; moutarde de Dijon; moutarde forte | mostaza; mostaza de Dijon
wholegrain mustard | grober Senf; körniger Senf | moutarde à l'ancienne; moutarde en grains | mostaza antigua; mostaza en grano
mayonnaise | Mayonnaise; Mayo | mayonnaise | mayonesa; mahonesa
ketchup | Ketchup; Tomatenketchup | ketchup | kétchup; ketchup
soy sauce | Sojasauce; Sojasoße | sauce soja; sauce de soja | salsa de soja; salsa de soya
worcestershire sauce | Worcestersauce; Worcestershiresauce | sauce Worcestershire | salsa Worcestershire; salsa inglesa
tomato puree | Tomatenmark | concentré de tomate; double concentré de tomate | concentrado de tomate; tomate concentrado; pasta de tomate
passata | passierte Tomaten; Passata | coulis de tomate; passata; purée de tomate | tomate triturado; passata
chopped tomatoes | gehackte Tomaten; Dosentomaten; stückige Tomaten; Tomaten aus der Dose | tomates concassées; tomates pelées; tomates en conserve | tomate troceado; tomates pelados; tomate en conserva; tomates en lata
tomato sauce | Tomatensauce; Tomatensoße | sauce tomate | salsa de tomate; tomate frito
pesto | Pesto; Basilikumpesto | pesto | pesto
capers | Kapern | câpres | alcaparras
olive | Oliven; schwarze Oliven; grüne Oliven | olive; olives noires; olives vertes | aceituna; aceitunas negras; aceitunas verdes; oliva
gherkin | Gewürzgurken; Essiggurken | cornichon | pepinillo
tahini | Tahin; Tahini; Sesampaste | tahini; purée de sésame | tahini; tahina
peanut butter | Erdnussbutter | beurre de cacahuète | mantequilla de cacahuete; crema de cacahuete
hummus | Hummus | houmous | hummus
fish sauce | Fischsauce | sauce poisson; nuoc-mâm | salsa de pescado
curry paste | Currypaste; rote Currypaste | pâte de curry | pasta de curry
harissa | Harissa | harissa | harissa
chicken | Hähnchen; Huhn; Hühnchen; Hähnchenfleisch | poulet; volaille | pollo
chicken breast | Hähnchenbrust; Hähnchenbrustfilet; Hühnerbrust; Hühnerbrustfilet | blanc de poulet; filet de poulet; escalope de poulet | pechuga de pollo; pechuga
chicken thigh | Hähnchenschenkel; Hähnchenkeule; Hühnerschenkel | cuisse de poulet; haut de cuisse de poulet | muslo de pollo; contramuslo de pollo; contramuslo
chicken wing | Hähnchenflügel; Chicken Wings | aile de poulet; ailes de poulet | alitas de pollo; ala de pollo
whole chicken | ganzes Hähnchen; Brathähnchen | poulet entier | pollo entero
turkey breast | Putenbrust; Putenbrustfilet; Putenschnitzel | blanc de dinde; escalope de dinde | pechuga de pavo
duck breast | Entenbrust | magret de canard; magret | magret de pato; pechuga de pato
beef | Rindfleisch; Rind | bœuf; boeuf; viande de bœuf | carne de ternera; ternera; carne de res; vacuno
minced beef | Hackfleisch; Rinderhackfleisch; Rinderhack; Hack; gemischtes Hackfleisch | viande hachée; bœuf haché; boeuf haché; steak haché | carne picada; carne molida; carne picada de ternera; carne picada mixta
beef steak | Rindersteak; Steak; Rumpsteak; Entrecôte | steak; bifteck; entrecôte; faux-filet; pavé de bœuf | filete de ternera; bistec; entrecot; solomillo de ternera
stewing beef | Gulasch; Rindergulasch; Gulaschfleisch; Schmorfleisch | bœuf à braiser; boeuf à bourguignon; paleron; macreuse | carne para guisar; carne de ternera para guisar; morcillo
veal | Kalbfleisch; Kalbsschnitzel | veau; escalope de veau | ternera lechal; carne de ternera blanca
pork | Schweinefleisch | porc; viande de porc | cerdo; carne de cerdo
minced pork | Schweinehack; Schweinehackfleisch; Mett | chair à saucisse; porc haché | carne picada de cerdo
pork chop | Schweinekotelett; Kotelett | côte de porc; côtelette de porc | chuleta de cerdo; chuleta
pork loin | Schweinefilet; Schweinelende | filet mignon de porc; filet de porc; rôti de porc | lomo de cerdo; solomillo de cerdo; lomo
pork belly | Schweinebauch | poitrine de porc | panceta fresca; panceta de cerdo
lamb | Lammfleisch; Lamm | agneau | cordero
lamb shoulder | Lammschulter | épaule d'agneau | paletilla de cordero
minced lamb | Lammhack | agneau haché | carne picada de cordero
bacon | Speck; Frühstücksspeck; Bacon; Speckwürfel; Schinkenspeck | lardons; lardons fumés; poitrine fumée; bacon | beicon; bacon; panceta; tocino
ham | Schinken; Kochschinken; gekochter Schinken | jambon; jambon blanc; jambon cuit | jamón cocido; jamón york; jamón dulce
prosciutto | Parmaschinken; roher Schinken; Serranoschinken; Rohschinken | jambon cru; jambon de Parme; jambon de Bayonne | jamón serrano; jamón; jamón ibérico
chorizo | Chorizo | chorizo | chorizo
sausage | Würstchen; Bratwurst; Wurst; Wiener Würstchen | saucisse; saucisses de Toulouse; chipolata | salchicha; longaniza
salami | Salami | saucisson; salami | salchichón; salami
cod | Kabeljau; Dorsch; Kabeljaufilet | cabillaud; dos de cabillaud | bacalao; lomo de bacalao
salt cod | Stockfisch; Klippfisch | morue salée; morue | bacalao salado; bacalao desalado
haddock | Schellfisch | églefin; haddock | eglefino
hake | Seehecht | merlu; colin | merluza
salmon | Lachs; Lachsfilet | saumon; pavé de saumon; filet de saumon | salmón; lomo de salmón
smoked salmon | Räucherlachs | saumon fumé | salmón ahumado
trout | Forelle | truite | trucha
tuna | Thunfisch; Thunfisch aus der Dose | thon; thon en boîte; thon au naturel | atún; atún en lata; bonito
sardine | Sardinen; Sardine | sardine | sardina
anchovy | Sardellen; Sardellenfilets | anchois; filets d'anchois | anchoa; boquerón
mackerel | Makrele | maquereau | caballa
sea bream | Dorade; Goldbrasse | dorade; daurade | dorada
sea bass | Wolfsbarsch; Seebarsch; Loup de mer | bar; loup | lubina
monkfish | Seeteufel | lotte | rape
white fish | Fischfilet; weißer Fisch; Seelachs | poisson blanc; filet de poisson | pescado blanco; filete de pescado
king prawn | Garnelen; Riesengarnelen; Shrimps; Krabben; Scampi | crevette; gambas; crevettes roses | gamba; langostino; camarón; gambas peladas
squid | Tintenfisch; Calamari; Kalmar | calamar; encornet; seiche | calamar; sepia; chipirón
octopus | Oktopus; Krake | poulpe | pulpo
mussel | Miesmuscheln; Muscheln | moule | mejillón
clam | Venusmuscheln | palourde; coque | almeja
crab meat | Krabbenfleisch; Krebsfleisch | chair de crabe; crabe | carne de cangrejo; cangrejo
onion | Zwiebel; Gemüsezwiebel; gelbe Zwiebel | oignon; oignon jaune | cebolla; cebolla blanca
red onion | rote Zwiebel | oignon rouge | cebolla morada; cebolla roja
spring onion | Frühlingszwiebel; Lauchzwiebel | oignon nouveau; cébette; oignon vert | cebolleta; cebolla tierna; cebollino tierno
shallot | Schalotte | échalote | chalota; escalonia
garlic | Knoblauch; Knoblauchzehe | ail | ajo
leek | Lauch; Porree | poireau | puerro
carrot | Möhre; Karotte; Mohrrübe | carotte | zanahoria
potato | Kartoffel; festkochende Kartoffeln; mehligkochende Kartoffeln | pomme de terre; patate | patata; papa
sweet potato | Süßkartoffel | patate douce | boniato; batata; camote
tomato | Tomate; Strauchtomate; Fleischtomate | tomate | tomate; tomate pera; tomate maduro
cherry tomato | Kirschtomate; Cocktailtomate; Cherrytomate | tomate cerise | tomate cherry
sun-dried tomato | getrocknete Tomaten | tomates séchées | tomates secos
cucumber | Gurke; Salatgurke | concombre | pepino
courgette | Zucchini; Zucchino | courgette | calabacín
aubergine | Aubergine | aubergine | berenjena
bell pepper | !Paprika; Paprikaschote; rote Paprika; gelbe Paprika; grüne Paprika | poivron; poivron rouge; poivron vert; poivron jaune | pimiento; pimiento rojo; pimiento verde; pimiento amarillo; pimiento italiano
chilli | Chili; Chilischote; Peperoni; Peperoncino | piment; piment rouge; piment frais; piment oiseau | guindilla; chile; ají; cayena
jalapeño | Jalapeño | jalapeño; piment jalapeño | jalapeño; chile jalapeño
mushroom | Champignons; Pilze; braune Champignons | champignon; champignon de Paris | champiñón; seta; hongo
porcini | Steinpilze; getrocknete Steinpilze | cèpe; cèpes séchés | boletus; setas secas
spinach | Spinat; Babyspinat; Blattspinat | épinard; pousses d'épinard | espinaca; espinacas baby
lettuce | Salat; Kopfsalat; Eisbergsalat; Blattsalat | salade; laitue; batavia | lechuga
romaine lettuce | Römersalat | romaine; laitue romaine | lechuga romana
rocket | Rucola; Rauke | roquette | rúcula; rúgula
lamb's lettuce | Feldsalat | mâche | canónigos
cabbage | Kohl; Weißkohl; Spitzkohl; Wirsing | chou; chou blanc; chou vert; chou frisé | col; repollo; berza
red cabbage | Rotkohl; Blaukraut | chou rouge | lombarda; col lombarda
sauerkraut | Sauerkraut | choucroute | chucrut
broccoli | Brokkoli | brocoli | brócoli; brécol
cauliflower | Blumenkohl | chou-fleur | coliflor
brussels sprout | Rosenkohl | chou de Bruxelles | col de Bruselas; coles de Bruselas
kale | Grünkohl | chou kale | col rizada; kale
celery | Staudensellerie; Stangensellerie; Sellerie | céleri; céleri branche | apio
celeriac | Knollensellerie; Sellerieknolle | céleri-rave | apionabo
fennel | Fenchel; Fenchelknolle | fenouil | hinojo
asparagus | Spargel; grüner Spargel; weißer Spargel | asperge; asperges vertes | espárrago; espárragos verdes; espárragos trigueros
green bean | grüne Bohnen; Brechbohnen; Buschbohnen | haricot vert | judía verde; judías verdes; ejotes; vainas
pea | Erbsen; TK-Erbsen; Tiefkühlerbsen | petit pois; petits pois; pois | guisante; chícharo; arveja
sweetcorn | Mais; Zuckermais | maïs | maíz; maíz dulce
pumpkin | Kürbis; Hokkaido; Hokkaidokürbis | potiron; citrouille; courge; potimarron | calabaza
butternut squash | Butternut; Butternutkürbis | butternut; courge butternut; doubeurre | calabaza violín; calabaza cacahuete
beetroot | Rote Bete; Rote Beete; Rote Rübe | betterave; betterave rouge | remolacha
radish | Radieschen; Rettich | radis | rábano
turnip | Steckrübe; weiße Rübe; Rübe | navet | nabo
parsnip | Pastinake | panais | chirivía
artichoke | Artischocke | artichaut | alcachofa
avocado | Avocado | avocat | aguacate; palta
ginger | Ingwer; frischer Ingwer | gingembre; gingembre frais | jengibre; jengibre fresco
chickpea | Kichererbsen | pois chiche | garbanzo; garbanzos cocidos
red kidney bean | Kidneybohnen | haricot rouge | alubia roja; judía roja; frijol rojo
cannellini bean | weiße Bohnen; Cannellinibohnen | haricot blanc; lingot; coco | alubia blanca; judión; alubias
black bean | schwarze Bohnen | haricot noir | frijol negro; alubia negra; frijoles negros
broad bean | dicke Bohnen; Saubohnen | fève | haba
brown lentil | Linsen; braune Linsen; Tellerlinsen; grüne Linsen | lentille; lentilles vertes; lentilles du Puy; lentilles brunes | lenteja; lentejas pardinas
red lentil | rote Linsen | lentille corail; lentilles corail | lenteja roja; lentejas rojas
tofu | Tofu | tofu | tofu
rice | Reis; Langkornreis; Basmatireis; Basmati; Jasminreis | riz; riz basmati; riz long; riz thaï | arroz; arroz basmati; arroz largo; arroz blanco
risotto rice | Risottoreis; Arborio | riz rond; riz arborio; riz à risotto | arroz arborio; arroz para risotto
paella rice | Paellareis | riz à paella | arroz redondo; arroz bomba; arroz para paella
brown rice | Vollkornreis; Naturreis | riz complet | arroz integral
pasta | Nudeln; Pasta; Spaghetti; Penne; Fusilli; Makkaroni; Bandnudeln; Tagliatelle | pâtes; spaghetti; penne; tagliatelle; macaroni; coquillettes | pasta; espaguetis; macarrones; tallarines; fideos; spaghetti
lasagne sheets | Lasagneplatten; Lasagnenudeln | feuilles de lasagne; plaques de lasagne | placas de lasaña; láminas de lasaña
egg noodle | Eiernudeln; Spätzle | nouilles aux œufs; nouilles | fideos de huevo
rice noodle | Reisnudeln | nouilles de riz; vermicelles de riz | fideos de arroz
couscous | Couscous | semoule de couscous; couscous | cuscús
bulgur wheat | Bulgur | boulgour | bulgur; trigo bulgur
quinoa | Quinoa | quinoa | quinoa; quinua
rolled oats | Haferflocken; zarte Haferflocken; kernige Haferflocken | flocons d'avoine | copos de avena; avena
pearl barley | Graupen; Gerste | orge perlé; orge | cebada perlada; cebada
white bread | Brot; Toastbrot; Weißbrot; Toast | pain; pain de mie; pain blanc | !pan; pan de molde; pan blanco
baguette | Baguette | baguette; pain baguette | barra de pan; pan de barra; baguette
bread roll | Brötchen; Semmel | petit pain | panecillo; bollo
dried breadcrumbs | Semmelbrösel; Paniermehl | chapelure | pan rallado
stale bread | altbackenes Brötchen; altes Brot | pain rassis | pan duro; pan del día anterior
puff pastry | Blätterteig | pâte feuilletée | hojaldre; masa de hojaldre
shortcrust pastry | Mürbeteig | pâte brisée; pâte sablée | masa quebrada; masa brisa
filo pastry | Filoteig; Yufkateig | pâte filo | pasta filo; masa filo
pizza dough | Pizzateig | pâte à pizza | masa de pizza
flour tortilla | Tortillas; Weizentortillas; Wraps | tortilla de blé; wraps | tortilla de trigo; tortillas mexicanas
sponge finger | Löffelbiskuits | biscuits à la cuillère; boudoirs | bizcochos de soletilla; soletillas
biscuits | Butterkekse; Kekse | biscuits; petits-beurre; spéculoos | galletas; galletas maría
almond | Mandeln; ganze Mandeln | amande | almendra; almendras crudas
flaked almond | Mandelblättchen; gehobelte Mandeln | amandes effilées | almendra laminada; almendras fileteadas
walnut | Walnüsse; Walnusskerne | noix; cerneaux de noix | nuez; nueces peladas
hazelnut | Haselnüsse; gemahlene Haselnüsse | noisette; noisettes en poudre | avellana
pine nut | Pinienkerne | pignon; pignons de pin | piñón
pistachio | Pistazien | pistache | pistacho
cashew | Cashewkerne; Cashewnüsse | noix de cajou | anacardo; castaña de cajú
peanut | Erdnüsse; Erdnusskerne | cacahuète; arachide | cacahuete; cacahuate; maní
pecan | Pekannüsse | noix de pécan | nuez pecana; pacana
chestnut | Maronen; Esskastanien | châtaigne; marron | castaña
sesame seeds | Sesam; Sesamsamen | graines de sésame; sésame | semillas de sésamo; sésamo; ajonjolí
sunflower seeds | Sonnenblumenkerne | graines de tournesol | pipas de girasol; semillas de girasol
pumpkin seeds | Kürbiskerne | graines de courge; graines de citrouille | pipas de calabaza; semillas de calabaza
linseed | Leinsamen | graines de lin | semillas de lino; linaza
chia seeds | Chiasamen | graines de chia | semillas de chía
poppy seed | Mohn; Blaumohn | graines de pavot; pavot | semillas de amapola
desiccated coconut | Kokosraspeln; Kokosflocken | noix de coco râpée; coco râpé | coco rallado
raisin | Rosinen; Sultaninen | raisin sec; raisins secs | pasa; pasas; uvas pasas
dried apricot | getrocknete Aprikosen; Trockenaprikosen | abricot sec | orejones; albaricoques secos
date | Datteln | datte | dátil
prune | Backpflaumen; Trockenpflaumen | pruneau | ciruela pasa; ciruelas pasas
dried cranberry | getrocknete Cranberrys; Cranberries | cranberries séchées; canneberges séchées | arándanos rojos secos
apple | Apfel; Äpfel | pomme | manzana
pear | Birne | poire | pera
banana | Banane | banane | plátano; banana
orange | Orange; Apfelsine | orange | naranja
clementine | Mandarine; Clementine | clémentine; mandarine | mandarina; clementina
lemon | Zitrone; Bio-Zitrone | citron; citron jaune | limón
lime | Limette | citron vert | !lima
grapefruit | Grapefruit; Pampelmuse | pamplemousse | pomelo
strawberry | Erdbeeren | fraise | fresa; frutilla
raspberry | Himbeeren | framboise | frambuesa
blueberry | Heidelbeeren; Blaubeeren | myrtille; bleuet | arándano; arándanos azules
blackberry | Brombeeren | mûre | mora; zarzamora
redcurrant | Johannisbeeren; rote Johannisbeeren | groseille | grosella
cherry | Kirschen; Sauerkirschen | cerise; griotte | cereza; guinda
peach | Pfirsich | pêche | melocotón; durazno
apricot | Aprikose; Marille | abricot | albaricoque; damasco
plum | Pflaume; Zwetschge; Zwetschgen | prune; quetsche | ciruela
grape | Weintrauben; Trauben | !raisin; grain de raisin | uva
pineapple | Ananas | ananas | piña; ananá
mango | Mango | mangue | mango
melon | Melone; Honigmelone | melon | melón
watermelon | Wassermelone | pastèque | sandía
kiwi fruit | Kiwi | kiwi | kiwi
fig | Feigen | figue | higo
rhubarb | Rhabarber | rhubarbe | ruibarbo
pomegranate | Granatapfel; Granatapfelkerne | grenade | granada
passion fruit | Maracuja; Passionsfrucht | fruit de la passion | maracuyá; fruta de la pasión
quince | Quitte | coing | membrillo
parsley | Petersilie; glatte Petersilie; krause Petersilie | persil; persil plat | perejil
basil | Basilikum | basilic | albahaca
chive | Schnittlauch | ciboulette | cebollino
coriander | Koriander; Koriandergrün | coriandre; coriandre fraîche | cilantro
dill | Dill | aneth | eneldo
mint | Minze; Pfefferminze | menthe | hierbabuena; menta
thyme | Thymian | thym | tomillo
rosemary | Rosmarin | romarin | romero
sage | Salbei | sauge | salvia
tarragon | Estragon | estragon | estragón
bay leaf | Lorbeerblatt; Lorbeerblätter; Lorbeer | feuille de laurier; laurier | hoja de laurel; laurel
dried oregano | Oregano | origan | orégano
marjoram | Majoran | marjolaine | mejorana
italian seasoning | Kräuter der Provence; italienische Kräuter; gemischte Kräuter | herbes de Provence; fines herbes; bouquet garni; garni | hierbas provenzales; hierbas aromáticas
paprika | Paprikapulver; edelsüßes Paprikapulver; geräuchertes Paprikapulver | paprika; piment doux | pimentón; pimentón dulce; pimentón de la Vera; pimentón picante
cayenne pepper | Cayennepfeffer | piment de Cayenne; Cayenne | pimienta de cayena
chilli flakes | Chiliflocken; Chilischoten getrocknet | piment en flocons | copos de chile; guindilla seca
chilli powder | Chilipulver | piment en poudre | chile en polvo; chile molido
cinnamon | Zimt; Zimtstange; gemahlener Zimt | cannelle; bâton de cannelle | canela; canela en rama; canela molida
cumin | Kreuzkümmel; Cumin | cumin | comino
caraway seed | Kümmel | carvi | alcaravea
ground coriander | gemahlener Koriander | coriandre moulue; graines de coriandre | cilantro molido
nutmeg | Muskatnuss; Muskat | noix de muscade; muscade | nuez moscada
whole clove | Nelken; Gewürznelken | clou de girofle | clavo; clavo de olor
cardamom | Kardamom | cardamome | cardamomo
star anise | Sternanis | badiane; anis étoilé | anís estrellado
ground ginger | Ingwerpulver | gingembre en poudre; gingembre moulu | jengibre molido; jengibre en polvo
turmeric | Kurkuma | curcuma | cúrcuma
curry powder | Currypulver; !Curry | !curry; curry en poudre | !curry; curry en polvo
garam masala | Garam Masala | garam masala | garam masala
saffron | Safran | safran | azafrán
allspice | !Piment; Pimentkörner | piment de la Jamaïque; quatre-épices | pimienta de Jamaica
juniper berry | Wacholderbeeren | baies de genièvre | bayas de enebro
fennel seed | Fenchelsamen | graines de fenouil | semillas de hinojo
mustard seed | Senfkörner | graines de moutarde | semillas de mostaza
garlic powder | Knoblauchpulver | ail en poudre | ajo en polvo
onion powder | Zwiebelpulver | oignon en poudre | cebolla en polvo
sumac | Sumach | sumac | zumaque
stock cube | Brühwürfel | cube de bouillon | pastilla de caldo
`;
